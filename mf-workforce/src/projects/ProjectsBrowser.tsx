import { type Project, ProjectSearchField, type SearchRequest, type WorkforceStatus } from '@tac/contracts';
import { EditIcon, Grid } from '@tac/ui';
import { useQueryClient } from '@tac/ui/server-state';
import { DataTable, type DataTableColumn, usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { AssignDevicesModal } from '../common/AssignDevicesModal.tsx';
import { AssignIcon } from '../common/icons.tsx';
import { loadData } from '../common/loaded.ts';
import { PROJECTS_KEY, WORKFORCE_KEYS } from '../common/query-keys.ts';
import { RowIcon } from '../common/RowIcon.tsx';
import { useCurrentUser } from '../common/use-current-user.ts';
import { assignProjectDevices } from './api/assign-project-devices.ts';
import { getDeviceList } from './api/get-device-list.ts';
import { getProjectList } from './api/get-project-list.ts';
import { getProjectTasksAndDevices } from './api/get-project-tasks-and-devices.ts';
import { ProjectDetailsModal } from './ProjectDetailsModal.tsx';
import { ProjectPanes } from './ProjectPanes.tsx';
import { canAssignProjectDevices, projectLabel, selectedProject, unassignedDevices } from './rules.ts';

const columns: DataTableColumn<Project>[] = [
  {
    id: 'project',
    header: 'Project Number - Name',
    cell: (row) => projectLabel(row),
    search: { fieldName: ProjectSearchField.Project, ariaLabel: 'Search Project Number - Name' },
  },
];

type Open = { kind: 'none' } | { kind: 'details' | 'assign'; project: Project };

/**
 * The three panes of one status (spec 001 §2.1): the paged projects, and the selected project's task
 * codes and devices, each pane with its own search. The page's first project is selected on load.
 */
export function ProjectsBrowser({ status }: { status: WorkforceStatus }) {
  const { claims } = useCurrentUser();
  const fetchPage = useCallback((request: SearchRequest) => getProjectList(status, request), [status]);
  const list = usePagedList([...PROJECTS_KEY, 'list', status], fetchPage, {
    onError: notify.error,
    onFailure: 'clear',
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = selectedProject(list.rows, chosenId);
  const selectRow = useCallback((row: Project) => setChosenId(row.id), []);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const queryClient = useQueryClient();
  const close = () => setOpen({ kind: 'none' });
  const refreshAll = async () => {
    close();
    await Promise.all(WORKFORCE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const canAssign = canAssignProjectDevices(claims, status);

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 3fr) minmax(0, 3fr)' }} gap="4">
      <DataTable
        label="Projects"
        columns={columns}
        rowKey={(row) => row.id}
        {...list.table}
        maxHeight="calc(100vh - 220px)"
        selectedKey={selected?.id}
        onRowSelect={selectRow}
        rowActions={(row) => (
          <>
            <RowIcon
              label={`Edit details of ${projectLabel(row)}`}
              onClick={() => setOpen({ kind: 'details', project: row })}
            >
              <EditIcon />
            </RowIcon>
            {canAssign && (
              <RowIcon
                label={`Assign devices to ${projectLabel(row)}`}
                onClick={() => setOpen({ kind: 'assign', project: row })}
              >
                <AssignIcon />
              </RowIcon>
            )}
          </>
        )}
      />
      <ProjectPanes project={selected} loadingList={list.loading} />
      {open.kind === 'details' && (
        <ProjectDetailsModal project={open.project} onClose={close} onSaved={refreshAll} />
      )}
      {open.kind === 'assign' && (
        <AssignDevicesModal
          title={`Assign Devices: ${projectLabel(open.project)}`}
          queryKey={[...PROJECTS_KEY, 'assign', open.project.id]}
          load={() =>
            loadData(async () => {
              const [own, all] = await Promise.all([
                getProjectTasksAndDevices(open.project),
                getDeviceList(),
              ]);
              if (!own.success) return { ...own, data: null as never };
              if (!all.success) return { ...all, data: null as never };
              const assigned = own.data.device;
              return { ...all, data: { assigned, unassigned: unassignedDevices(all.data, assigned) } };
            })
          }
          save={(assigned) => assignProjectDevices(open.project.id, assigned)}
          onClose={close}
          onSaved={refreshAll}
        />
      )}
    </Grid>
  );
}
