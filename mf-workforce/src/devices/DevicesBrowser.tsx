import type { DeviceRow, WorkforceStatus } from '@tac/contracts';
import { Grid, Stack } from '@tac/ui';
import { useHistoryDialog } from '@tac/ui/history';
import { DataTable, RowIconButton } from '@tac/ui/table';
import { useCallback, useState } from 'react';
import { DetailPane } from '../common/DetailPane.tsx';
import { exportWorkforceCsv } from '../common/export-csv.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import { useAssignedEmployees } from './api/get-assigned-employees.ts';
import { useAssignedProjects } from './api/get-assigned-projects.ts';
import { deviceHistory } from './api/get-device-history.ts';
import { useDeviceList } from './api/use-device-list.ts';
import { DEVICE_TABLE_MIN_WIDTH, deviceColumns } from './columns.tsx';
import { DeviceAssignView } from './DeviceAssignView.tsx';
import { DeviceCopyView } from './DeviceCopyView.tsx';
import { DeviceDetailsModal } from './DeviceDetailsModal.tsx';
import { EnrolDeviceDialog } from './EnrolDeviceDialog.tsx';
import { deviceEmployeeLabel, deviceProjectLabel, rowIcons } from './rules.ts';

type Open = { kind: 'none' } | { kind: 'details' | 'assign' | 'copy' | 'enrol'; device: DeviceRow };

/**
 * The devices of one status (spec 001 §2.3): the table with its searches and filters, and the
 * selected device's projects and employees below it. The page's first device is selected on open.
 */
export function DevicesBrowser({ status }: { status: WorkforceStatus }) {
  const { claims, role } = useCurrentUser();
  const list = useDeviceList(status);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = list.rows.find((r) => r.deviceID === chosenId) ?? list.rows[0];
  const selectRow = useCallback((row: DeviceRow) => setChosenId(row.deviceID), []);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // A dialog's save has refreshed the pages (useApiMutation) before it closes.
  const close = () => setOpen({ kind: 'none' });
  const icons = rowIcons(claims, role, status);
  const hasIcons = icons.assign || icons.details || icons.copy || icons.enrol;
  // A device enrolled while the dialog was open shows its app version and last sync once it closes.
  const closeEnrol = () => {
    close();
    void list.reload();
  };
  const history = useHistoryDialog();

  const deviceId = selected?.deviceID;
  const projects = useAssignedProjects(deviceId);
  const employees = useAssignedEmployees(deviceId);
  const placeholder = selected || list.loading ? undefined : 'Select a device';

  return (
    <Stack gap="4" minW="0">
      <DataTable
        label="Devices"
        columns={deviceColumns}
        rowKey={(row) => row.deviceID}
        {...list.table}
        maxHeight="calc(100vh - 230px)"
        minWidth={DEVICE_TABLE_MIN_WIDTH}
        fixedColumns
        selectedKey={selected?.deviceID}
        onRowSelect={selectRow}
        exportCsv={() => exportWorkforceCsv('devices', status, list.search)}
        // The read-only role's layout has no icon column at all (spec 001 §2.3).
        rowActions={
          hasIcons
            ? (row) => (
                <>
                  {icons.assign && (
                    <RowIconButton
                      label={`Assign employees and projects to ${row.deviceEmpID}`}
                      glyph="assign"
                      onClick={() => setOpen({ kind: 'assign', device: row })}
                    />
                  )}
                  {icons.details && (
                    <RowIconButton
                      label={`Edit details of ${row.deviceEmpID}`}
                      glyph="edit"
                      onClick={() => setOpen({ kind: 'details', device: row })}
                    />
                  )}
                  {icons.copy && (
                    <RowIconButton
                      label={`Copy assignments to ${row.deviceEmpID}`}
                      glyph="copy"
                      onClick={() => setOpen({ kind: 'copy', device: row })}
                    />
                  )}
                  {icons.enrol && (
                    <RowIconButton
                      label={`Enrol ${row.deviceEmpID}`}
                      glyph="enrol"
                      onClick={() => setOpen({ kind: 'enrol', device: row })}
                    />
                  )}
                  <RowIconButton
                    label={`History of ${row.deviceEmpID}`}
                    glyph="audit-log"
                    onClick={() => history.show(deviceHistory(row.deviceID, `History: ${row.deviceEmpID}`))}
                  />
                </>
              )
            : undefined
        }
      />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <DetailPane
          title={selected ? `Projects of ${selected.deviceEmpID}` : 'Assigned Projects'}
          items={projects.data?.map((p) => ({ key: p.projectID, label: deviceProjectLabel(p) })) ?? []}
          loading={projects.isFetching}
          placeholder={placeholder}
          maxH="26vh"
        />
        <DetailPane
          title={selected ? `Employees of ${selected.deviceEmpID}` : 'Assigned Employees'}
          items={employees.data?.map((e) => ({ key: e.empID, label: deviceEmployeeLabel(e) })) ?? []}
          loading={employees.isFetching}
          placeholder={placeholder}
          maxH="26vh"
        />
      </Grid>
      {open.kind === 'details' && <DeviceDetailsModal device={open.device} onClose={close} onSaved={close} />}
      {open.kind === 'assign' && <DeviceAssignView device={open.device} onClose={close} onSaved={close} />}
      {history.dialog}
      {open.kind === 'copy' && <DeviceCopyView device={open.device} onClose={close} onSaved={close} />}
      {open.kind === 'enrol' && <EnrolDeviceDialog device={open.device} onClose={closeEnrol} />}
    </Stack>
  );
}
