import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { SsoTables } from '../modules/account/sso/tables.ts';
import type { FieldTables } from '../modules/field/tables.ts';
import type { PayrollTables } from '../modules/payroll/tables.ts';
import type { RemoteTables } from '../modules/remotes/tables.ts';
import type { ReportRunTables } from '../modules/reports/scheduler/tables.ts';
import type { ReportScheduleTables } from '../modules/reports/tables.ts';
import type { TimecardTables } from '../modules/timecards/tables.ts';
import type { VoucherTables } from '../modules/vouchers/tables.ts';
import type { WorkforceTables } from '../modules/workforce/tables.ts';

/** Timestamps the database fills in (default now()); rows read them back as Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns: written as a JSON string, read back parsed. */
type Json = ColumnType<unknown, string | null, string | null>;

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

export interface MaterialTable {
  id: Generated<number>;
  display_text: string;
  is_deleted: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Booleans with a database default: optional on insert. */
type Flag = ColumnType<boolean, boolean | undefined, boolean>;

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

export interface AppSecretTable {
  name: string;
  value: string;
}

/** A domain's tables are declared beside its module (workforce, timecards, vouchers, remotes, SSO). */
export interface Database
  extends WorkforceTables,
    TimecardTables,
    PayrollTables,
    VoucherTables,
    RemoteTables,
    SsoTables,
    ReportScheduleTables,
    ReportRunTables,
    FieldTables {
  role: RoleTable;
  claim: ClaimTable;
  role_claim: RoleClaimTable;
  app_user: AppUserTable;
  user_division: UserDivisionTable;
  user_device_group: UserDeviceGroupTable;
  user_session: UserSessionTable;
  login_attempt: LoginAttemptTable;
  login_known_address: LoginKnownAddressTable;
  audit_log: AuditLogTable;
  material: MaterialTable;
  forecast: ForecastTable;
  division: DivisionTable;
  payroll_note_option: PayrollNoteTable;
  equipment: EquipmentTable;
  status_code: StatusCodeTable;
  supervisor_override_reason: SupervisorOverrideReasonTable;
  pay_code: PayCodeTable;
  app_secret: AppSecretTable;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
