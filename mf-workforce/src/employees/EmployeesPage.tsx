import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_OPTIONAL } from '@tac/contracts';
import { StatusPage } from '../common/StatusPage.tsx';
import { importEmployees } from './api/import-employees.ts';
import { previewEmployeeImport } from './api/preview-employee-import.ts';
import { EmployeesList } from './EmployeesList.tsx';

const IMPORTING = {
  what: 'Employees',
  columns: EMPLOYEE_IMPORT_COLUMNS,
  optional: EMPLOYEE_IMPORT_OPTIONAL,
  preview: previewEmployeeImport,
  commit: importEmployees,
};

/** Spec 001 §2.2 "Employees": employees by status, add and edit, their devices. */
export function EmployeesPage() {
  return (
    <StatusPage title="Employees" importing={IMPORTING}>
      {(status) => <EmployeesList status={status} />}
    </StatusPage>
  );
}
