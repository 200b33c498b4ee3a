import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_OPTIONAL } from '@tac/contracts';
import { StatusPage } from '../common/StatusPage.tsx';
import { useImportEmployees } from './api/import-employees.ts';
import { previewEmployeeImport } from './api/preview-employee-import.ts';
import { EmployeesList } from './EmployeesList.tsx';

/** Spec 001 §2.2 "Employees": employees by status, add and edit, their devices. */
export function EmployeesPage() {
  const commit = useImportEmployees();
  const importing = {
    what: 'Employees',
    columns: EMPLOYEE_IMPORT_COLUMNS,
    optional: EMPLOYEE_IMPORT_OPTIONAL,
    preview: previewEmployeeImport,
    commit: commit.mutateAsync,
  };
  return (
    <StatusPage title="Employees" importing={importing}>
      {(status) => <EmployeesList status={status} />}
    </StatusPage>
  );
}
