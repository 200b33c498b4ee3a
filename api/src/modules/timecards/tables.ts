import type { ColumnType, Generated } from 'kysely';

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string, string, string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

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
  /** New, Exported, Processed or Changed (IntegrationStatus; '' on older rows reads as New). */
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
  /** ExceptionKind values, comma-separated; derived by the database from the line (never written). */
  exception_kinds: ColumnType<string, never, never>;
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

export interface TimecardTables {
  timecard: TimecardTable;
  timecard_day_count: TimecardDayCountTable;
  timecard_attachment: TimecardAttachmentTable;
  issue_note: IssueNoteTable;
  issue_note_attachment: IssueNoteAttachmentTable;
  daily_detail: DailyDetailTable;
  pay_period: PayPeriodTable;
}
