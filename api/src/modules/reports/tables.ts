import type { ColumnType, Generated } from 'kysely';

/**
 * The report schedule tables (migrations 0017 and 0050, spec 001 §3.4): the schedules module writes
 * them; the scheduler reads them, moves next_due_at on and pauses a schedule. The run log's tables
 * (migration 0018) are the scheduler's own.
 */

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;
/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

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
  from_date: DateColumn;
  to_date: DateColumn;
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
  next_due_at: Instant;
  /**
   * Why the schedule is paused (its scope left the access of the user who last saved it,
   * shared/docs/remotes/reports.md "Paused schedules"); null when it is not. A save clears it.
   */
  paused_reason: Nullable<string>;
  paused_at: Instant;
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

export interface ReportScheduleTables {
  report_schedule: ReportScheduleTable;
  report_schedule_project: ReportScheduleProjectTable;
  report_schedule_division: ReportScheduleDivisionTable;
  report_schedule_task: ReportScheduleTaskTable;
  report_schedule_delegate: ReportScheduleDelegateTable;
  report_schedule_recipient: ReportScheduleRecipientTable;
}
