import { type EmployeeRow, EmployeeSearchField, type WorkforceStatus } from '@tac/contracts';
import { AddIcon, IconButton } from '@tac/ui';
import { useHistoryDialog } from '@tac/ui/history';
import { DataTable, type DataTableColumn, RowIconButton, searchableColumn } from '@tac/ui/table';
import { useState } from 'react';
import { AssignDevicesModal } from '../common/AssignDevicesModal.tsx';
import { exportWorkforceCsv } from '../common/export-csv.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import { employeeAssignKey, useAssignEmployeeDevices } from './api/assign-employee-devices.ts';
import { getEmployeeDeviceLists } from './api/get-employee-devices.ts';
import { employeeHistory } from './api/get-employee-history.ts';
import { useEmployeeList } from './api/use-employee-list.ts';
import { EmployeeModal } from './EmployeeModal.tsx';
import { canAddEmployee, canAssignEmployeeDevices, employeeLabel } from './rules.ts';

const columns: DataTableColumn<EmployeeRow>[] = [
  searchableColumn({
    id: 'employee',
    header: 'Employee Number - Name',
    cell: (row) => employeeLabel(row),
    width: '32%',
    fieldName: EmployeeSearchField.Employee,
  }),
  searchableColumn({
    id: 'division',
    header: 'Division Number',
    cell: (row) => row.divisionName,
    width: '18%',
    fieldName: EmployeeSearchField.DivisionNumber,
  }),
  searchableColumn({
    id: 'project',
    header: 'Project Number',
    cell: (row) => row.projectNumber,
    width: '16%',
    fieldName: EmployeeSearchField.ProjectNumber,
  }),
  searchableColumn({
    id: 'devices',
    header: 'Devices',
    cell: (row) => row.devices,
    fieldName: EmployeeSearchField.Devices,
  }),
];

type Open = { kind: 'none' } | { kind: 'add' } | { kind: 'edit' | 'assign'; row: EmployeeRow };

/** The employees of one status (spec 001 §2.2): searchable columns, paging, add, edit, devices. */
export function EmployeesList({ status }: { status: WorkforceStatus }) {
  const { claims } = useCurrentUser();
  const list = useEmployeeList(status);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // A dialog's save has refreshed the pages (useApiMutation) before it closes.
  const close = () => setOpen({ kind: 'none' });
  const canAssign = canAssignEmployeeDevices(claims);
  const history = useHistoryDialog();

  return (
    <>
      <DataTable
        label="Employees"
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table}
        exportCsv={() => exportWorkforceCsv('employees', status, list.search)}
        headerActions={
          canAddEmployee(claims) && (
            <IconButton
              aria-label="Add Employee"
              title="Add Employee"
              size="sm"
              onClick={() => setOpen({ kind: 'add' })}
            >
              <AddIcon />
            </IconButton>
          )
        }
        rowActions={(row) => (
          <>
            <RowIconButton
              label={`Edit ${employeeLabel(row)}`}
              glyph="edit"
              onClick={() => setOpen({ kind: 'edit', row })}
            />
            {canAssign && (
              <RowIconButton
                label={`Assign devices to ${employeeLabel(row)}`}
                glyph="assign"
                onClick={() => setOpen({ kind: 'assign', row })}
              />
            )}
            <RowIconButton
              label={`History of ${employeeLabel(row)}`}
              glyph="audit-log"
              onClick={() => history.show(employeeHistory(row.id, `History: ${employeeLabel(row)}`))}
            />
          </>
        )}
      />
      {(open.kind === 'add' || open.kind === 'edit') && (
        <EmployeeModal
          employeeId={open.kind === 'edit' ? open.row.id : undefined}
          onClose={close}
          onSaved={close}
        />
      )}
      {history.dialog}
      {open.kind === 'assign' && <AssignEmployeeDevices employee={open.row} onClose={close} />}
    </>
  );
}

/** The assign-devices modal of one employee: their lists, and the save that refreshes the pages. */
function AssignEmployeeDevices({ employee, onClose }: { employee: EmployeeRow; onClose: () => void }) {
  const assign = useAssignEmployeeDevices(employee.id);
  return (
    <AssignDevicesModal
      title={`Assign Devices: ${employeeLabel(employee)}`}
      queryKey={employeeAssignKey(employee.id)}
      load={() => getEmployeeDeviceLists(employee.id)}
      save={assign.mutateAsync}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}
