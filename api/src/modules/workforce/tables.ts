import type { ColumnType, Generated } from 'kysely';

/**
 * The workforce tables: who works (employees), on what (projects and their tasks) and with which
 * field device. The workforce module owns them (the mf-workforce remote will edit them); timecards,
 * vouchers and reports only read them, through this module's exports. Created by migration 0004.
 */

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface EmployeeTable {
  id: Generated<number>;
  employee_number: string;
  first_name: string;
  last_name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
  /** Migration 0005: 'number - first last' lower-cased, computed by the database; never written. */
  search_text: ColumnType<string, never, never>;
}

export interface ProjectTable {
  id: Generated<number>;
  project_number: string;
  name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
}

export interface TaskTable {
  id: Generated<number>;
  task_number: string;
  name: string;
  project_id: Nullable<number>;
}

export interface DeviceTable {
  id: Generated<number>;
  name: string;
  division_id: number;
  is_active: Defaulted<boolean>;
}

export interface WorkforceTables {
  employee: EmployeeTable;
  project: ProjectTable;
  task: TaskTable;
  device: DeviceTable;
}
