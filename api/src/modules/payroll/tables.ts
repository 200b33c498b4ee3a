import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string, string, string>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

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
}

export interface PayrollTables {
  payroll_batch: PayrollBatchTable;
  payroll_batch_line: PayrollBatchLineTable;
  payroll_batch_file: PayrollBatchFileTable;
}
