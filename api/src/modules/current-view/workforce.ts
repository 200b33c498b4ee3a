import { sql } from 'kysely';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { deviceListQuery, employeeListQuery, projectListQuery } from '../workforce/index.ts';

/** Each workforce list's current view: its own query (filters and all), its keyset, its columns. */

type RowOf<Q extends (...args: never[]) => { execute(): Promise<unknown[]> }> = Awaited<
  ReturnType<ReturnType<Q>['execute']>
>[number];

type EmployeeRow = RowOf<typeof employeeListQuery>;
export const EMPLOYEE_CSV_KEYS: readonly KeysetKey<EmployeeRow>[] = [
  { sql: sql`e.employee_number`, of: (r) => r.employeeNumber },
  { sql: sql`e.id`, of: (r) => r.id },
];
export const EMPLOYEE_CSV_COLUMNS: readonly CsvColumn<EmployeeRow>[] = [
  { header: 'Employee Number', value: (r) => r.employeeNumber },
  { header: 'Employee', value: (r) => r.fullName },
  { header: 'Division', value: (r) => r.divisionName },
  { header: 'Project', value: (r) => r.projectNumber },
  { header: 'Devices', value: (r) => r.devices },
  { header: 'Status', value: (r) => r.employeeStatusFlag },
  { header: 'Added Manually', value: (r) => (r.isManuallyAddedEmployee ? 'Yes' : 'No') },
];

type ProjectRow = RowOf<typeof projectListQuery>;
export const PROJECT_CSV_KEYS: readonly KeysetKey<ProjectRow>[] = [
  { sql: sql`p.project_number`, of: (r) => r.projectNumber },
  { sql: sql`p.id`, of: (r) => r.id },
];
export const PROJECT_CSV_COLUMNS: readonly CsvColumn<ProjectRow>[] = [
  { header: 'Project Number', value: (r) => r.projectNumber },
  { header: 'Project Name', value: (r) => r.projectName },
  { header: 'Division', value: (r) => r.divisionName },
  { header: 'GC', value: (r) => r.gc },
  { header: 'Status', value: (r) => r.projectStatus },
  { header: 'Imported', value: (r) => (r.isImported ? 'Yes' : 'No') },
];

type DeviceRow = RowOf<typeof deviceListQuery>;
export const DEVICE_CSV_KEYS: readonly KeysetKey<DeviceRow>[] = [
  { sql: sql`d.name`, of: (r) => r.deviceEmpID },
  { sql: sql`d.id`, of: (r) => r.deviceID },
];
export const DEVICE_CSV_COLUMNS: readonly CsvColumn<DeviceRow>[] = [
  { header: 'Device', value: (r) => r.deviceEmpID },
  { header: 'Projects', value: (r) => r.projects.map(([number, name]) => `${number} - ${name}`).join(', ') },
  { header: 'Employee', value: (r) => r.employeeNumberName },
  { header: 'Status', value: (r) => r.status },
  { header: 'Allow Attestation', value: (r) => r.allowAttestation },
  { header: 'Allow T&M Voucher Signature', value: (r) => r.allowTMVoucherSignature },
  { header: 'Modified By', value: (r) => r.userName },
];
