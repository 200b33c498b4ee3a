import type { ColumnType, Generated } from 'kysely';

/**
 * The workforce tables: who works (employees), on what (projects and their tasks) and with which
 * field device. The workforce module owns them (the mf-workforce remote will edit them); timecards,
 * vouchers and reports only read them, through this module's exports. Created by migration 0004;
 * migration 0011 added the fields the workforce screens edit and the device assignments.
 */

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 0011: who last changed the row or its assignments, and when. */
interface Modified {
  modified_by_id: Nullable<number>;
  modified_at: Instant;
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
  last_sync_at: Instant;
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

export interface WorkforceTables {
  employee: EmployeeTable;
  project: ProjectTable;
  task: TaskTable;
  device: DeviceTable;
  device_employee: DeviceEmployeeTable;
  device_project: DeviceProjectTable;
}
