import type { ColumnType, Generated } from 'kysely';

/**
 * The run log's tables (migration 0018): the scheduler writes them, the run log routes read them.
 */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date, Date | string, Date | string>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string, string, string>;

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
  started_at: OptionalInstant;
  finished_at: OptionalInstant;
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

export interface ReportRunTables {
  report_run: ReportRunTable;
  report_run_file: ReportRunFileTable;
}
