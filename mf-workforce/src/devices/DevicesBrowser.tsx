import type { DeviceRow, SearchRequest, WorkforceStatus } from '@tac/contracts';
import { EditIcon, Grid, Stack } from '@tac/ui';
import { useQuery, useQueryClient } from '@tac/ui/server-state';
import { DataTable, usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { DetailPane } from '../common/DetailPane.tsx';
import { AssignIcon, CopyIcon } from '../common/icons.tsx';
import { loadData } from '../common/loaded.ts';
import { DEVICES_KEY, WORKFORCE_KEYS } from '../common/query-keys.ts';
import { RowIcon } from '../common/RowIcon.tsx';
import { useCurrentUser } from '../common/use-current-user.ts';
import { getAssignedEmployees } from './api/get-assigned-employees.ts';
import { getAssignedProjects } from './api/get-assigned-projects.ts';
import { getDeviceList } from './api/get-device-list.ts';
import { deviceColumns } from './columns.tsx';
import { DeviceAssignView } from './DeviceAssignView.tsx';
import { DeviceCopyView } from './DeviceCopyView.tsx';
import { DeviceDetailsModal } from './DeviceDetailsModal.tsx';
import { deviceEmployeeLabel, deviceProjectLabel, rowIcons } from './rules.ts';

type Open = { kind: 'none' } | { kind: 'details' | 'assign' | 'copy'; device: DeviceRow };

/**
 * The devices of one status (spec 001 §2.3): the table with its searches and filters, and the
 * selected device's projects and employees below it. The page's first device is selected on open.
 */
export function DevicesBrowser({ status }: { status: WorkforceStatus }) {
  const { claims, role } = useCurrentUser();
  const fetchPage = useCallback((request: SearchRequest) => getDeviceList(status, request), [status]);
  // Spec 001 §8: a failed list fetch empties the list ('No Result Found').
  const list = usePagedList([...DEVICES_KEY, 'list', status], fetchPage, {
    onError: notify.error,
    onFailure: 'clear',
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = list.rows.find((r) => r.deviceID === chosenId) ?? list.rows[0];
  const selectRow = useCallback((row: DeviceRow) => setChosenId(row.deviceID), []);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const queryClient = useQueryClient();
  const close = () => setOpen({ kind: 'none' });
  const refreshAll = async () => {
    close();
    await Promise.all(WORKFORCE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const icons = rowIcons(claims, role, status);
  const hasIcons = icons.assign || icons.details || icons.copy;

  const deviceId = selected?.deviceID;
  const projects = useQuery({
    queryKey: [...DEVICES_KEY, 'assigned-projects', deviceId],
    queryFn: () => loadData(() => getAssignedProjects(deviceId as number)),
    enabled: deviceId !== undefined,
  });
  const employees = useQuery({
    queryKey: [...DEVICES_KEY, 'assigned-employees', deviceId],
    queryFn: () => loadData(() => getAssignedEmployees(deviceId as number)),
    enabled: deviceId !== undefined,
  });
  const placeholder = selected || list.loading ? undefined : 'Select a device';

  return (
    <Stack gap="4" minW="0">
      <DataTable
        label="Devices"
        columns={deviceColumns}
        rowKey={(row) => row.deviceID}
        {...list.table}
        maxHeight="calc(100vh - 230px)"
        fixedColumns
        selectedKey={selected?.deviceID}
        onRowSelect={selectRow}
        // The read-only role's layout has no icon column at all (spec 001 §2.3).
        rowActions={
          hasIcons
            ? (row) => (
                <>
                  {icons.assign && (
                    <RowIcon
                      label={`Assign employees and projects to ${row.deviceEmpID}`}
                      onClick={() => setOpen({ kind: 'assign', device: row })}
                    >
                      <AssignIcon />
                    </RowIcon>
                  )}
                  {icons.details && (
                    <RowIcon
                      label={`Edit details of ${row.deviceEmpID}`}
                      onClick={() => setOpen({ kind: 'details', device: row })}
                    >
                      <EditIcon />
                    </RowIcon>
                  )}
                  {icons.copy && (
                    <RowIcon
                      label={`Copy assignments to ${row.deviceEmpID}`}
                      onClick={() => setOpen({ kind: 'copy', device: row })}
                    >
                      <CopyIcon />
                    </RowIcon>
                  )}
                </>
              )
            : undefined
        }
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <DetailPane
          title={selected ? `Projects of ${selected.deviceEmpID}` : 'Assigned Projects'}
          items={
            projects.data?.ok
              ? projects.data.data.projects.map((p) => ({ key: p.projectID, label: deviceProjectLabel(p) }))
              : []
          }
          loading={projects.isFetching}
          placeholder={placeholder}
          maxH="26vh"
        />
        <DetailPane
          title={selected ? `Employees of ${selected.deviceEmpID}` : 'Assigned Employees'}
          items={
            employees.data?.ok
              ? employees.data.data.employees.map((e) => ({ key: e.empID, label: deviceEmployeeLabel(e) }))
              : []
          }
          loading={employees.isFetching}
          placeholder={placeholder}
          maxH="26vh"
        />
      </Grid>
      {open.kind === 'details' && (
        <DeviceDetailsModal device={open.device} onClose={close} onSaved={refreshAll} />
      )}
      {open.kind === 'assign' && (
        <DeviceAssignView device={open.device} onClose={close} onSaved={refreshAll} />
      )}
      {open.kind === 'copy' && <DeviceCopyView device={open.device} onClose={close} onSaved={refreshAll} />}
    </Stack>
  );
}
