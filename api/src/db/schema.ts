import type { RemoteRouteMeta } from '@tac/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Every table's type, in one place: the database as the migrations (db/migrations.ts) leave it, which
 * Kysely checks each query against. A table still belongs to one module, the only one that writes it
 * (shared/docs/architecture.md "Tables belong to one module"); each section says which. Here rather
 * than beside each module so that the database layer depends on no module and a migration's types
 * change in one file.
 */

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Booleans with a database default: optional on insert. */
type Flag = Defaulted<boolean>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;
/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date, Date | string, Date | string>;
/** Timestamps the database fills in (default now()) unless written; rows read them back as Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** timestamptz that may be null, and is unless written. */
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string, string, string>;
type NullableDateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** jsonb columns: written as a JSON string, read back parsed. */
type Json = ColumnType<unknown, string | null, string | null>;
/** jsonb columns of a known shape: written as JSON text, read back parsed. */
type JsonText<T> = ColumnType<T, string, string>;

// ─── Users, roles and sign-in: auth/, modules/account, modules/security ───

export interface RoleTable {
  id: number;
  name: string;
}

export interface ClaimTable {
  name: string;
}

export interface RoleClaimTable {
  role_id: number;
  claim_name: string;
}

export interface AppUserTable {
  id: Generated<number>;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role_id: number;
  password_hash: string;
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 0003 (security). */
  employee_number: ColumnType<string, string | undefined, string>;
  all_divisions: ColumnType<boolean, boolean | undefined, boolean>;
  all_device_groups: ColumnType<boolean, boolean | undefined, boolean>;
  /** Migration 0072: whether the user is e-mailed the close reminders (shared/docs/overtime.md). */
  close_reminders: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Project level access: the divisions a user sees (unless app_user.all_divisions). */
export interface UserDivisionTable {
  user_id: number;
  division_id: number;
}

/** Device access by groups: divisions whose devices a user handles (unless all_device_groups). */
export interface UserDeviceGroupTable {
  user_id: number;
  division_id: number;
}

export interface UserSessionTable {
  /** The token's jti. */
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date | string;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** How the sign-in proved the user (migration 0019): a temporary password holds only 'password' sessions. */
  sign_in_method: ColumnType<'password' | 'sso', 'password' | 'sso' | undefined, never>;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** Lower-cased user name as typed, whether or not such a user exists. */
  user_name: string;
  client_address: string;
  /** Null while the password is being checked (migration 0010): it counts as a failure till then. */
  succeeded: boolean | null;
  at: CreatedAt;
}

/** Where a user has signed in successfully (migration 0010): never held back by others' failures. */
export interface LoginKnownAddressTable {
  user_id: number;
  client_address: string;
  last_success_at: CreatedAt;
}

/** The single sign-on tables (migrations 0014 and 0051); the account module owns them. */

/** An SSO start whose callback came (sso/flow-store.ts): a flow is finished once. */
export interface SsoFlowFinishedTable {
  /** SHA-256 of the flow id its sealed cookie holds (sso/flow-seal.ts). */
  id_hash: string;
  /** When the flow's cookie expires; the row is kept until then. */
  expires_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: CreatedAt;
}

/** A one-time code from the callback to /LoginLanding (sso/sign-in-codes.ts). */
export interface SsoSignInCodeTable {
  /**
   * SHA-256 of the code joined to the browser's landing key (sign-in-codes.ts); neither is stored.
   */
  code_hash: string;
  user_id: number;
  issued_at: CreatedAt;
  used_at: NullableInstant;
}

// ─── Audit log: db/audit.ts ───

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Json;
  after: Json;
}

// ─── Reference lists: modules/reference ───

export interface MaterialTable {
  id: Generated<number>;
  display_text: string;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ForecastTable {
  id: Generated<number>;
  /**
   * date columns, written as 'YYYY-MM-DD'. The drivers would read them back as a JS Date at some
   * midnight; queries select them with to_char instead, so no time zone ever shifts the day.
   */
  forecast_date: ColumnType<Date | string, string, string>;
  forecast_days: ColumnType<number, number | undefined, number>;
  previous_forecast_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DivisionTable {
  id: Generated<number>;
  division_name: string;
  is_active: Flag;
  /** Migration 0070: an id of OVERTIME_RULE_SETS (@tac/contracts), shared/docs/overtime.md. */
  overtime_rule_set: Defaulted<string>;
  /** Migration 0072: the close deadline, 0 (Sunday) to 6 and 0–23 in TAC_TIME_ZONE; both null or both set. */
  close_weekday: Nullable<number>;
  close_hour: Nullable<number>;
  /** Migration 0072: days without a sync after which a device with a crew is named in the close reminder. */
  stale_device_days: Defaulted<number>;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Payroll notes; the table keeps the spec's "payroll note option" name. */
export interface PayrollNoteTable {
  id: Generated<number>;
  name: string;
  is_active: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface EquipmentTable {
  id: Generated<number>;
  display_text: string;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface StatusCodeTable {
  id: Generated<number>;
  status_initial: string;
  display_text: string;
  is_active: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SupervisorOverrideReasonTable {
  id: Generated<number>;
  display_text: string;
  is_active: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PayCodeTable {
  id: Generated<number>;
  code: string;
  description: string;
  /** Regular, Overtime or DoubleTime (PayCodeCountsAs). */
  counts_as: string;
  is_active: Flag;
  is_deleted: Flag;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

// ─── Workforce: modules/workforce ───

/**
 * The workforce tables: who works (employees), on what (projects and their tasks) and with which
 * field device. The workforce module owns them (the mf-workforce remote will edit them); timecards,
 * vouchers and reports only read them, through this module's exports. Created by migration 0004;
 * migration 0011 added the fields the workforce screens edit and the device assignments.
 */

/** Migration 0011: who last changed the row or its assignments, and when. */
interface Modified {
  modified_by_id: Nullable<number>;
  modified_at: NullableInstant;
}

export interface EmployeeTable extends Modified {
  id: Generated<number>;
  employee_number: string;
  first_name: string;
  last_name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
  /** Migration 0005: 'number - first last' lower-cased, computed by the database; never written. */
  search_text: ColumnType<string, never, never>;
  job_title: Defaulted<string>;
  email: Defaulted<string>;
  /** A calendar date, written 'YYYY-MM-DD'; read it through to_char (the drivers return it differently). */
  hire_date: Nullable<string>;
  union_number: Defaulted<string>;
  /** The employee's project (spec 001 §3.3 projectNumber). */
  project_id: Nullable<number>;
  is_manager_access: Defaulted<boolean>;
  /** Created or last updated by a CSV import: name, number, title, hire date, union and status are locked. */
  is_imported: Defaulted<boolean>;
}

export interface ProjectTable extends Modified {
  id: Generated<number>;
  project_number: string;
  name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
  /** General contractor, at most 50 characters. */
  gc: Defaulted<string>;
  is_imported: Defaulted<boolean>;
}

export interface TaskTable {
  id: Generated<number>;
  task_number: string;
  name: string;
  project_id: Nullable<number>;
}

export interface DeviceTable extends Modified {
  id: Generated<number>;
  name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
  /** The device's employee (spec 001 §3.2 empID). */
  employee_id: Nullable<number>;
  allow_attestation: Defaulted<boolean>;
  /** T&M voucher signature. */
  allow_signature: Defaulted<boolean>;
  /** Migration 0035, written by the field sync (modules/field): its last call, app version, refusals held. */
  last_sync_at: NullableInstant;
  app_version: Defaulted<string>;
  pending_errors: Defaulted<number>;
}

/** The employees assigned to a device. */
export interface DeviceEmployeeTable {
  device_id: number;
  employee_id: number;
}

/** The projects assigned to a device. */
export interface DeviceProjectTable {
  device_id: number;
  project_id: number;
}

// ─── Timecards: modules/timecards ───

/** Migration 0004 (timecards). Employees, projects, tasks and devices are workforce tables. */
export interface TimecardTable {
  id: Generated<number>;
  time_record_id: number;
  device_id: number;
  employee_id: number;
  project_id: number;
  task_id: Nullable<number>;
  /** Copied from the project, for scoping without a join. */
  division_id: number;
  day: DateColumn;
  week_ending_date: DateColumn;
  hours: Defaulted<number>;
  hours_type: Defaulted<string>;
  start_time: Defaulted<string>;
  lunch_start_time: Defaulted<string>;
  lunch_end_time: Defaulted<string>;
  end_time: Defaulted<string>;
  work_units: Nullable<number>;
  expectation_units: Nullable<number>;
  job_override: Defaulted<string>;
  union_override: Defaulted<string>;
  work_done_at_job_site: Defaulted<string>;
  status_code_id: Nullable<number>;
  payroll_note: Defaulted<string>;
  work_note: Defaulted<string>;
  expectation_note: Defaulted<string>;
  /** '', Approved, Rejected or Override */
  attestation_status: Defaulted<string>;
  /** 'en' or 'es' */
  attestation_language: Defaulted<string>;
  /** Rejection reason keys, comma-separated */
  attestation_reasons: Defaulted<string>;
  /** New, Exported, Processed, Changed or Error (IntegrationStatus; '' on older rows reads as New). */
  int_status: Defaulted<string>;
  /** Migration 0030: the last batch that exported the line. */
  payroll_batch_id: Nullable<number>;
  synced_at: Nullable<Date | string>;
  has_attachment: Defaulted<boolean>;
  /** Migration 0023 (shared/docs/approval.md): Pending, Approved or Rejected. */
  approval_state: Defaulted<string>;
  approval_reason: Defaulted<string>;
  approval_by: Nullable<number>;
  approval_at: Nullable<Date | string>;
  /**
   * ExceptionKind values, comma-separated; generated by the database from the line and the columns
   * below (never written).
   */
  exception_kinds: ColumnType<string, never, never>;
  /** Migration 0055: exceptions the writer found (AssignmentEnded), comma-separated. */
  review_exceptions: Defaulted<string>;
  /**
   * Migration 0055: exceptions of the employee's day (TwoDevices, HoursMismatch, Over24Hours), kept
   * by the table's triggers (never written).
   */
  day_exceptions: ColumnType<string, never, never>;
  /** The reviewer's reason; '' while an exception is open. */
  exception_resolution: Defaulted<string>;
  exception_resolved_by: Nullable<number>;
  exception_resolved_at: Nullable<Date | string>;
  correction_reason: Defaulted<string>;
  /** The values before the office's first correction (TimecardLineOriginal), as JSON text on insert. */
  original: Nullable<unknown>;
  corrected_by: Nullable<number>;
  corrected_at: Nullable<Date | string>;
  /** '', Held (on the Late list) or Rejected. */
  late_state: Defaulted<string>;
  /** On a meal premium line: the line whose exception it pays. */
  premium_for_id: Nullable<number>;
}

/** Migration 0071: an employee-week's overtime kept as sent, while its sent hours are unchanged. */
export interface EmployeeWeekOvertimeTable {
  employee_id: number;
  week_ending_date: DateColumn;
  fingerprint: string;
  reason: string;
  resolved_by: Nullable<number>;
  resolved_at: Generated<Date | string>;
}

/** What moves on when anything an employee-week's overtime split reads changes (migration 0080). */
export interface EmployeeWeekRevisionTable {
  employee_id: number;
  week_ending_date: DateColumn;
  revision: Generated<string>;
}

/**
 * An employee-week's last overtime check and what it was worked out from (migration 0080,
 * shared/docs/overtime.md "Speed").
 */
export interface EmployeeWeekOvertimeCheckTable {
  employee_id: number;
  week_ending_date: DateColumn;
  revision: string;
  rule_set: string;
  pay_codes: string;
  fingerprint: string;
  differs: boolean;
}

/** One division's week (migration 0023): closed locks its lines. */
export interface PayPeriodTable {
  division_id: number;
  week_ending_date: DateColumn;
  closed: Defaulted<boolean>;
  closed_by: Nullable<number>;
  closed_at: Nullable<Date | string>;
  reopened_by: Nullable<number>;
  reopened_at: Nullable<Date | string>;
  reopen_reason: Defaulted<string>;
}

export interface TimecardAttachmentTable {
  id: Generated<number>;
  time_record_id: number;
  device_id: number;
  name: string;
  mime: string;
  content: Bytes;
}

export interface IssueNoteTable {
  id: Generated<number>;
  note_date: DateColumn;
  device_id: number;
  employee_id: Nullable<number>;
  project_id: number;
  division_id: number;
  issue_note: Defaulted<string>;
  status_code_id: Nullable<number>;
  lost_hours: Defaulted<number>;
}

export interface IssueNoteAttachmentTable {
  id: Generated<number>;
  issue_note_id: number;
  name: string;
  mime: string;
  content: Bytes;
}

export interface DailyDetailTable {
  id: Generated<number>;
  detail_date: DateColumn;
  project_id: number;
  device_id: number;
  division_id: number;
  weather: Defaulted<string>;
  subs_or_visitors: Defaulted<string>;
  inspection_description: Defaulted<string>;
  inspection_initial: Defaulted<string>;
  equipment_description: Defaulted<string>;
  productive_hours: Nullable<number>;
  idle_hours: Nullable<number>;
}

/**
 * Timecards per division, day, pay code and attestation status, kept by triggers (migrations 0006,
 * 0008): the total of a list unsearched or searched on those two alone.
 */
export interface TimecardDayCountTable {
  division_id: number;
  day: DateColumn;
  hours_type: string;
  attestation_status: string;
  n: number;
}

// ─── Payroll export: modules/payroll ───

/** Migration 0030 (shared/docs/payroll-export.md): one export batch. */
export interface PayrollBatchTable {
  id: Generated<number>;
  created_at: ColumnType<Date | string, never, never>;
  created_by: Nullable<number>;
  week_ending_dates: ColumnType<string[], string[], never>;
  division_ids: ColumnType<number[], number[], never>;
  /** Exported, Processed or Cancelled (PayrollBatchState) */
  state: Defaulted<string>;
  line_count: Defaulted<number>;
  correction_count: Defaulted<number>;
  /** numeric: read as text by node-postgres */
  total_hours: Defaulted<number | string>;
  processed_at: Nullable<Date | string>;
  processed_by: Nullable<number>;
  payroll_batch_number: Defaulted<string>;
  result_file_name: Defaulted<string>;
  result_file: Nullable<Uint8Array>;
  /** Lines the result file rejected (migration 0066). */
  rejected_count: Defaulted<number>;
  cancelled_at: Nullable<Date | string>;
  cancelled_by: Nullable<number>;
  cancel_reason: Defaulted<string>;
  /** The layouts whose file the batch does not hold, each with why (migration 0073). */
  files_not_made: Nullable<string>;
}

/** One exported line as the batch sent it (a snapshot). */
export interface PayrollBatchLineTable {
  batch_id: number;
  seq: number;
  timecard_id: number;
  /** Line or Correction */
  kind: string;
  division_id: number;
  employee_number: string;
  employee_name: string;
  project_number: string;
  task_number: string;
  day: DateColumn;
  week_ending_date: DateColumn;
  pay_code: string;
  hours: number | string;
  previous_batch_id: Nullable<number>;
  previous_task_number: Nullable<string>;
  previous_pay_code: Nullable<string>;
  previous_hours: Nullable<number | string>;
  /** Why payroll's result file rejected the line; null unless it did (migration 0066). */
  rejected_reason: Nullable<string>;
}

/** A batch's file in one layout, written once. */
export interface PayrollBatchFileTable {
  batch_id: number;
  layout: string;
  file_name: string;
  content: Bytes;
  sha256: string;
  /** What the payroll system takes for the whole batch on import, as when made (migration 0073). */
  batch_values: Nullable<string>;
}

/**
 * What a payroll system calls one of the console's records (migration 0073): `kind` and `key` as
 * PAYROLL_MAPPING_KINDS (@tac/contracts) name them, `value` the kind's fields.
 */
export interface PayrollMappingTable {
  kind: string;
  key: string;
  value: JsonText<Record<string, string>>;
  updated_at: CreatedAt;
}

// ─── T&M vouchers: modules/vouchers ───

/** Migration 0015 (vouchers): one row per voucher, carrying its latest revision's list fields. */
export interface VoucherTable {
  id: Generated<number>;
  voucher_number: string;
  device_id: number;
  project_id: number;
  task_id: number;
  /** Copied from the project, for scoping without a join. */
  division_id: number;
  /** The work day the voucher is for (TimeCard Date). */
  created_date: DateColumn;
  latest_revision_id: Nullable<number>;
  version: Defaulted<number>;
  synced_at: Instant;
  submitted_mode: string;
  has_signature: Defaulted<boolean>;
  has_attachment: Defaulted<boolean>;
  /**
   * Migration 0074: VoucherStatus (shared/docs/remotes/vouchers.md "Lifecycle"); null until first
   * stored, read meanwhile as its signature says (vouchers/lifecycle.ts `voucherStatusSql`).
   */
  status: Nullable<string>;
  /** The customer's rejection reason or the office's reopen reason; '' otherwise. */
  status_reason: Defaulted<string>;
  /** A closed voucher's change order or billing reference; '' otherwise. */
  billing_reference: Defaulted<string>;
  /** When the status last changed; null until first stored (read as synced_at). */
  status_changed_at: NullableInstant;
}

export interface VoucherRevisionTable {
  id: Generated<number>;
  voucher_id: number;
  version: number;
  synced_at: Instant;
  /** Migration 0054: when the device recorded it; the newest recorded is the voucher's current revision. */
  recorded_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 'Online' or 'Offline' */
  submitted_mode: string;
  notes: Defaulted<string>;
  signer_name: Defaulted<string>;
  signed_at: Nullable<Date | string>;
  /** PNG or JPEG; present exactly when signed_at is. */
  signature: Nullable<Uint8Array>;
  /** Migration 0074: the company's signee who signed this revision on the device; '' when none did. */
  company_signer_name: Defaulted<string>;
}

export interface VoucherLabourTable {
  id: Generated<number>;
  revision_id: number;
  employee_id: number;
  pay_code: string;
  hours: number;
}

export interface VoucherMaterialTable {
  id: Generated<number>;
  revision_id: number;
  /** The Material List entry; null once that entry is deleted (the name stays). */
  material_id: Nullable<number>;
  material_name: string;
  quantity: number;
  unit: Defaulted<string>;
}

export interface VoucherEquipmentTable {
  id: Generated<number>;
  revision_id: number;
  /** The Equipment List entry; null once that entry is deleted (the name stays). */
  equipment_id: Nullable<number>;
  equipment_name: string;
  hours: number;
}

export interface VoucherAttachmentTable {
  id: Generated<number>;
  revision_id: number;
  name: string;
  mime: string;
  content: Bytes;
}

// ─── Field sync: modules/field ───

/**
 * Migration 0035 (field sync). The field module owns these tables; the device columns it adds
 * (last_sync_at, app_version, pending_errors) are declared on the workforce device table.
 */
export interface DeviceEnrolmentCodeTable {
  /** sha256 of the code: the code itself is shown once and never stored. */
  code_hash: string;
  device_id: number;
  created_by: number | null;
  created_at: CreatedAt;
  expires_at: Date | string;
  used_at: NullableInstant;
  revoked_at: NullableInstant;
}

export interface DeviceCredentialTable {
  id: string;
  device_id: number;
  /** sha256 of the credential's secret part. */
  secret_hash: string;
  created_at: CreatedAt;
  revoked_at: NullableInstant;
}

/** Every item and attachment a device pushed, by its client id: a repeat writes nothing. */
export interface FieldItemTable {
  device_id: number;
  client_id: string;
  kind: string;
  /** The row written: timecard, issue_note, daily_detail, tm_voucher_revision or an attachment's. */
  record_id: number | null;
  /** The item's project's division (null for an attachment): who may count it among new arrivals. */
  division_id: number | null;
  accepted_at: CreatedAt;
  /** Migration 0056: the writing transaction's id (xid8, as text), the "N new" count's order. */
  arrival_xid: ColumnType<string, never, never>;
  /**
   * Migration 0054: a digest of each field of the item as first pushed (content-digest.ts); null for
   * items pushed before it.
   */
  content_digest: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** What a pull answered, per section and row (a digest each): the next pull sends the difference. */
export interface FieldPullSnapshotTable {
  cursor: string;
  device_id: number;
  digests: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
}

/** Migration 0045: a rate limit's window per key (rate-limit.ts). */
export interface FieldRateWindowTable {
  key: string;
  window_start: CreatedAt;
  calls: number;
}

/** Migration 0054: when a device's assignment of an employee or project last ended (its triggers keep it). */
export interface DeviceAssignmentEndTable {
  device_id: number;
  kind: 'employee' | 'project';
  item_id: number;
  ended_at: CreatedAt;
}

// ─── Remotes: modules/remotes ───

/**
 * The release and rollout tables (migration 0013). The remotes module owns them: `npm run release`
 * registers builds, the rollout calls move versions between stable and candidate, the manifest reads
 * them on every answer and counts which version it named.
 */

/** A registered build: `<remote>/dist/<version>/` and the shared ranges its release.json records. */
export interface RemoteReleaseTable {
  remote: string;
  version: string;
  /** Shared package → the range the build requires from the host (`^19.3.1`). */
  shared: JsonText<Record<string, string>>;
  registered_at: ColumnType<Date, Date | string | undefined, never>;
  registered_by: Nullable<number>;
  /**
   * The routes the release provides, from its release.json (migration 0040); null for one registered
   * before they were recorded (the manifest then reads its build's release.json).
   */
  routes: ColumnType<RemoteRouteMeta[] | null, string | null | undefined, string | null>;
}

/** Per remote: who gets which version. No row: the manifest serves the default stable. */
export interface RemoteRolloutTable {
  remote: string;
  /** Null: the default stable (the package.json version if built, else the highest build). */
  stable_version: Nullable<string>;
  /** A CDN URL seeded from TAC_REMOTES_FILE; null: this API's own build. */
  stable_entry: Nullable<string>;
  candidate_version: Nullable<string>;
  candidate_entry: Nullable<string>;
  candidate_percent: Defaulted<number>;
  candidate_users: JsonText<string[]>;
  candidate_roles: JsonText<string[]>;
  /** The stable before the last promote, so a rollback after promoting returns to it. */
  previous_stable_version: Nullable<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /**
   * When the candidate on offer was rolled out (migration 0067): its load failures count from then,
   * so a failure of an earlier offer of the same version does not count against this one.
   */
  candidate_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/**
 * Counters for the Releases screen: distinct users the manifest named a version to, and their failed
 * loads of it (each counted once per user in a window: remote_version_user).
 */
export interface RemoteVersionStatTable {
  remote: string;
  version: string;
  sign_ins: Defaulted<number>;
  load_failures: Defaulted<number>;
}

/** A user the manifest served a version to (migration 0022), and their last counted failure report. */
export interface RemoteVersionUserTable {
  remote: string;
  version: string;
  user_id: number;
  served_at: ColumnType<Date, Date | string | undefined, never>;
  /** The latest manifest answer that named it to them (migration 0067), kept for candidates. */
  last_served_at: ColumnType<Date, Date | string | undefined, Date | string>;
  failure_reported_at: Nullable<Date | string>;
}

/**
 * A candidate the console withdrew by itself (migration 0067): too many of the users given it within
 * the window could not load it (service.ts withdrawIfFailing). Read by the Releases screen and counted
 * by tac_remote_candidate_withdrawals_total.
 */
export interface RemoteWithdrawalTable {
  id: ColumnType<number, never, never>;
  remote: string;
  version: string;
  withdrawn_at: ColumnType<Date, Date | string | undefined, never>;
  failed_users: number;
  served_users: number;
}

// ─── Report schedules: modules/reports ───

/**
 * The report schedule tables (migrations 0017 and 0050, spec 001 §3.4): the schedules module writes
 * them; the scheduler reads them, moves next_due_at on and pauses a schedule. The run log's tables
 * (migration 0018) are the scheduler's own.
 */

export interface ReportScheduleTable {
  id: Generated<number>;
  schedule_name: string;
  description: string;
  /** A REPORT_TYPES code ('1'…'22'). */
  report_type: string;
  /** 'daily' | 'weekly' | 'monthly', or '' in date mode. */
  run: string;
  /** 'HH:MM AM', 'now' (Run now), or '' in date mode. */
  run_report_at: Defaulted<string>;
  schedule_hour: Nullable<number>;
  schedule_minute: Nullable<number>;
  weekday: Nullable<number>;
  date_in_month: Nullable<number>;
  /** The spec's startDate and endDate: days back from the run day. */
  start_offset: Nullable<number>;
  end_offset: Nullable<number>;
  /** Date mode's selectedFromDate and selectedToDate. */
  from_date: NullableDateColumn;
  to_date: NullableDateColumn;
  subject: string;
  message: string;
  /** The 'All Projects' entry: every project, no report_schedule_project rows. */
  all_projects: Defaulted<boolean>;
  created_by_id: Nullable<number>;
  modified_by_id: Nullable<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  is_deleted: Defaulted<boolean>;
  /** When the scheduler runs it next; null when nothing is due. */
  next_due_at: NullableInstant;
  /**
   * Why the schedule is paused (its scope left the access of the user who last saved it,
   * shared/docs/remotes/reports.md "Paused schedules"); null when it is not. A save clears it.
   */
  paused_reason: Nullable<string>;
  paused_at: NullableInstant;
  /** The run that paused it: the one that tells the owner. */
  paused_by_run_id: Nullable<number>;
}

export interface ReportScheduleProjectTable {
  schedule_id: number;
  project_id: number;
}

export interface ReportScheduleDivisionTable {
  schedule_id: number;
  division_id: number;
}

export interface ReportScheduleTaskTable {
  schedule_id: number;
  task_id: number;
}

export interface ReportScheduleDelegateTable {
  schedule_id: number;
  user_id: number;
}

export interface ReportScheduleRecipientTable {
  id: Generated<number>;
  schedule_id: number;
  /** 'Contact' (typed in), 'Employee' or 'User'. */
  contact_type: string;
  employee_id: Nullable<number>;
  user_id: Nullable<number>;
  /** Lower-cased; unique per schedule. */
  email: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
}

// ─── Report runs: modules/reports/scheduler ───

/**
 * The run log's tables (migration 0018): the scheduler writes them, the run log routes read them.
 */

/** 'paused': due, and not sent because its schedule is paused (migration 0050). */
export type ReportRunOutcome = 'queued' | 'running' | 'sent' | 'empty' | 'failed' | 'paused';
export type ReportRunFileKind = 'pdf' | 'csv' | 'eml';

export interface ReportRunTable {
  id: Generated<number>;
  schedule_id: number;
  due_at: Instant;
  period_from: DateColumn;
  period_to: DateColumn;
  /** The addresses the run was (or is to be) sent to. */
  recipients: Defaulted<string[]>;
  outcome: Defaulted<ReportRunOutcome>;
  /** The last failed attempt's reason; null once a run succeeds. */
  error: Nullable<string>;
  attempts: Defaulted<number>;
  /** The report's rows; null until it is generated. 0 is an empty report (sent saying so). */
  row_count: Nullable<number>;
  started_at: NullableInstant;
  finished_at: NullableInstant;
  resent_from_run_id: Nullable<number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReportRunFileTable {
  id: Generated<number>;
  run_id: number;
  name: string;
  kind: ReportRunFileKind;
  bytes: number;
  content: Buffer | Uint8Array;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** 'nothing': due, and not mailed since none of its divisions had anything left to do. */
/** Where a mail the scheduler sends by itself stands (mail/duties.ts). */
export type MailDutyOutcome = 'queued' | 'running' | 'sent' | 'nothing' | 'skipped' | 'failed';
export type CloseReminderOutcome = MailDutyOutcome;

/** Migration 0072: one close reminder digest, one a user and deadline (modules/reports/close-reminders). */
export interface CloseReminderTable {
  id: Generated<number>;
  user_id: number;
  deadline_at: Instant;
  /** The scheduler's moment when it queued the digest: stale devices are counted from it. */
  queued_at: Instant;
  outcome: Defaulted<CloseReminderOutcome>;
  attempts: Defaulted<number>;
  error: Nullable<string>;
  /** The address it went to. */
  sent_to: Nullable<string>;
  /** The divisions it covered. */
  division_ids: Defaulted<number[]>;
  finished_at: NullableInstant;
}

// ─── Secrets: db/secrets.ts ───

export interface AppSecretTable {
  name: string;
  value: string;
}

/** The install's key and certificate that seal signed voucher PDFs (migration 0075). */
export interface DocumentSigningKeyTable {
  name: string;
  certificate_pem: string;
  private_key_pem: string;
  created_at: Generated<Date>;
}

/** Migration 0076: a project's customer signees (shared/docs/remotes/vouchers.md "Signing"). */
export interface ProjectContactTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  title: Defaulted<string>;
  company: Defaulted<string>;
  email: string;
  created_at: CreatedAt;
}

/**
 * A voucher revision sent to a customer for signature; the token, code and proof only as SHA-256
 * (hex). One open (Sent, Viewed) per voucher.
 */
export interface SignatureRequestTable {
  id: Generated<number>;
  voucher_id: number;
  revision_id: number;
  contact_id: Nullable<number>;
  signee_name: string;
  signee_title: Defaulted<string>;
  signee_company: Defaulted<string>;
  signee_email: string;
  sent_by: Nullable<number>;
  sent_at: CreatedAt;
  expires_at: Instant;
  /** SignatureRequestStatus */
  status: Defaulted<string>;
  token_hash: string;
  code_hash: Nullable<string>;
  code_expires_at: NullableInstant;
  code_attempts: Defaulted<number>;
  proof_hash: Nullable<string>;
  proof_expires_at: NullableInstant;
  consented_at: NullableInstant;
  paper_requested_at: NullableInstant;
  viewed_sha256: Defaulted<string>;
  signer_name: Defaulted<string>;
  signer_title: Defaulted<string>;
  signature_method: Defaulted<string>;
  signature_text: Defaulted<string>;
  signature_image: Nullable<Uint8Array>;
  intent_statement: Defaulted<string>;
  signed_at: NullableInstant;
  rejected_reason: Defaulted<string>;
  ended_at: NullableInstant;
  /** The origin its link was made on (a reminder's new link is made on the same). */
  link_origin: Defaulted<string>;
}

/** A request's event log: append-only (a trigger refuses updates and deletes). */
export interface SignatureRequestEventTable {
  id: Generated<number>;
  request_id: number;
  /** SignatureRequestEventType */
  event: string;
  at: CreatedAt;
  ip: Defaulted<string>;
  user_agent: Defaulted<string>;
  detail: Defaulted<string>;
}

/** A reminder of an unanswered signature request: one row a reminder, unique per request and number. */
export interface SignatureReminderTable {
  id: Generated<number>;
  request_id: number;
  number: number;
  queued_at: Instant;
  outcome: Defaulted<Exclude<MailDutyOutcome, 'nothing'>>;
  attempts: Defaulted<number>;
  error: Nullable<string>;
  finished_at: NullableInstant;
}

/** A day's digest of tickets waiting for the customer, to one user: unique per user and day. */
export interface SigningDigestTable {
  id: Generated<number>;
  user_id: number;
  day: DateColumn;
  queued_at: Instant;
  outcome: Defaulted<MailDutyOutcome>;
  attempts: Defaulted<number>;
  error: Nullable<string>;
  sent_to: Nullable<string>;
  finished_at: NullableInstant;
}

/** The sealed, signed PDF of a signed request and its SHA-256 (hex): written once, never updated. */
export interface SignatureRequestSignedPdfTable {
  request_id: number;
  pdf: Bytes;
  sha256: string;
  created_at: CreatedAt;
}

export interface Database {
  // Users, roles and sign-in
  role: RoleTable;
  claim: ClaimTable;
  role_claim: RoleClaimTable;
  app_user: AppUserTable;
  user_division: UserDivisionTable;
  user_device_group: UserDeviceGroupTable;
  user_session: UserSessionTable;
  login_attempt: LoginAttemptTable;
  login_known_address: LoginKnownAddressTable;
  sso_flow_finished: SsoFlowFinishedTable;
  sso_sign_in_code: SsoSignInCodeTable;
  // Audit
  audit_log: AuditLogTable;
  // Reference lists
  material: MaterialTable;
  forecast: ForecastTable;
  division: DivisionTable;
  payroll_note_option: PayrollNoteTable;
  equipment: EquipmentTable;
  status_code: StatusCodeTable;
  supervisor_override_reason: SupervisorOverrideReasonTable;
  pay_code: PayCodeTable;
  // Workforce
  employee: EmployeeTable;
  project: ProjectTable;
  task: TaskTable;
  device: DeviceTable;
  device_employee: DeviceEmployeeTable;
  device_project: DeviceProjectTable;
  // Timecards
  timecard: TimecardTable;
  employee_week_overtime: EmployeeWeekOvertimeTable;
  employee_week_revision: EmployeeWeekRevisionTable;
  employee_week_overtime_check: EmployeeWeekOvertimeCheckTable;
  timecard_day_count: TimecardDayCountTable;
  timecard_attachment: TimecardAttachmentTable;
  issue_note: IssueNoteTable;
  issue_note_attachment: IssueNoteAttachmentTable;
  daily_detail: DailyDetailTable;
  pay_period: PayPeriodTable;
  // Payroll export
  payroll_batch: PayrollBatchTable;
  payroll_batch_line: PayrollBatchLineTable;
  payroll_batch_file: PayrollBatchFileTable;
  payroll_mapping: PayrollMappingTable;
  // T&M vouchers
  tm_voucher: VoucherTable;
  tm_voucher_revision: VoucherRevisionTable;
  tm_voucher_labour: VoucherLabourTable;
  tm_voucher_material: VoucherMaterialTable;
  tm_voucher_equipment: VoucherEquipmentTable;
  tm_voucher_attachment: VoucherAttachmentTable;
  project_contact: ProjectContactTable;
  signature_request: SignatureRequestTable;
  signature_request_event: SignatureRequestEventTable;
  signature_request_signed_pdf: SignatureRequestSignedPdfTable;
  signature_reminder: SignatureReminderTable;
  signing_digest: SigningDigestTable;
  // Field sync
  device_enrolment_code: DeviceEnrolmentCodeTable;
  device_credential: DeviceCredentialTable;
  field_item: FieldItemTable;
  field_pull_snapshot: FieldPullSnapshotTable;
  field_rate_window: FieldRateWindowTable;
  device_assignment_end: DeviceAssignmentEndTable;
  // Remotes
  remote_version_user: RemoteVersionUserTable;
  remote_release: RemoteReleaseTable;
  remote_rollout: RemoteRolloutTable;
  remote_version_stat: RemoteVersionStatTable;
  remote_withdrawal: RemoteWithdrawalTable;
  // Report schedules and runs
  report_schedule: ReportScheduleTable;
  report_schedule_project: ReportScheduleProjectTable;
  report_schedule_division: ReportScheduleDivisionTable;
  report_schedule_task: ReportScheduleTaskTable;
  report_schedule_delegate: ReportScheduleDelegateTable;
  report_schedule_recipient: ReportScheduleRecipientTable;
  report_run: ReportRunTable;
  report_run_file: ReportRunFileTable;
  close_reminder: CloseReminderTable;
  // Secrets
  app_secret: AppSecretTable;
  document_signing_key: DocumentSigningKeyTable;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
