import {
  type EmployeeRow,
  EmployeeSearchField,
  type SearchRequest,
  type WorkforceStatus,
} from '@tac/contracts';
import { AddIcon, EditIcon, IconButton } from '@tac/ui';
import { useQueryClient } from '@tac/ui/server-state';
import { DataTable, type DataTableColumn, searchableColumn, usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { AssignDevicesModal } from '../common/AssignDevicesModal.tsx';
import { AssignIcon } from '../common/icons.tsx';
import { loadData } from '../common/loaded.ts';
import { EMPLOYEES_KEY, WORKFORCE_KEYS } from '../common/query-keys.ts';
import { RowIcon } from '../common/RowIcon.tsx';
import { useCurrentUser } from '../common/use-current-user.ts';
import { assignEmployeeDevices } from './api/assign-employee-devices.ts';
import { getEmployeeDevices } from './api/get-employee-devices.ts';
import { getEmployeeList } from './api/get-employee-list.ts';
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
  const fetchPage = useCallback((request: SearchRequest) => getEmployeeList(status, request), [status]);
  const list = usePagedList([...EMPLOYEES_KEY, 'list', status], fetchPage, {
    onError: notify.error,
    onFailure: 'clear',
  });
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const queryClient = useQueryClient();
  const close = () => setOpen({ kind: 'none' });
  const refreshAll = async () => {
    close();
    await Promise.all(WORKFORCE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const canAssign = canAssignEmployeeDevices(claims);

  return (
    <>
      <DataTable
        label="Employees"
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table}
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
            <RowIcon label={`Edit ${employeeLabel(row)}`} onClick={() => setOpen({ kind: 'edit', row })}>
              <EditIcon />
            </RowIcon>
            {canAssign && (
              <RowIcon
                label={`Assign devices to ${employeeLabel(row)}`}
                onClick={() => setOpen({ kind: 'assign', row })}
              >
                <AssignIcon />
              </RowIcon>
            )}
          </>
        )}
      />
      {(open.kind === 'add' || open.kind === 'edit') && (
        <EmployeeModal
          employeeId={open.kind === 'edit' ? open.row.id : undefined}
          onClose={close}
          onSaved={refreshAll}
        />
      )}
      {open.kind === 'assign' && (
        <AssignDevicesModal
          title={`Assign Devices: ${employeeLabel(open.row)}`}
          queryKey={[...EMPLOYEES_KEY, 'assign', open.row.id]}
          load={() =>
            loadData(async () => {
              const [assigned, unassigned] = await Promise.all([
                getEmployeeDevices(open.row.id, 'assigned'),
                getEmployeeDevices(open.row.id, 'unassigned'),
              ]);
              if (!assigned.success) return { ...assigned, data: null as never };
              return {
                ...unassigned,
                data: unassigned.success
                  ? { assigned: assigned.data, unassigned: unassigned.data }
                  : (null as never),
              };
            })
          }
          save={(assigned) => assignEmployeeDevices(open.row.id, assigned)}
          onClose={close}
          onSaved={refreshAll}
        />
      )}
    </>
  );
}
