import { type Project, ProjectSearchField, type WorkforceStatus } from '@tac/contracts';
import { Grid } from '@tac/ui';
import { useHistoryDialog } from '@tac/ui/history';
import { DataTable, type DataTableColumn, RowIconButton } from '@tac/ui/table';
import { useCallback, useState } from 'react';
import { AssignDevicesModal } from '../common/AssignDevicesModal.tsx';
import { exportWorkforceCsv } from '../common/export-csv.ts';
import { useCurrentUser } from '../common/use-current-user.ts';
import {
  getProjectDeviceLists,
  projectAssignKey,
  useAssignProjectDevices,
} from './api/assign-project-devices.ts';
import { projectHistory } from './api/get-project-history.ts';
import { useProjectList } from './api/use-project-list.ts';
import { ProjectDetailsModal } from './ProjectDetailsModal.tsx';
import { ProjectPanes } from './ProjectPanes.tsx';
import { canAssignProjectDevices, projectLabel, selectedProject } from './rules.ts';

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
  const list = useProjectList(status);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = selectedProject(list.rows, chosenId);
  const selectRow = useCallback((row: Project) => setChosenId(row.id), []);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  // A dialog's save has refreshed the pages (useApiMutation) before it closes.
  const close = () => setOpen({ kind: 'none' });
  const canAssign = canAssignProjectDevices(claims, status);
  const history = useHistoryDialog();

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
        exportCsv={() => exportWorkforceCsv('projects', status, list.search)}
        rowActions={(row) => (
          <>
            <RowIconButton
              label={`Edit details of ${projectLabel(row)}`}
              glyph="edit"
              onClick={() => setOpen({ kind: 'details', project: row })}
            />
            {canAssign && (
              <RowIconButton
                label={`Assign devices to ${projectLabel(row)}`}
                glyph="assign"
                onClick={() => setOpen({ kind: 'assign', project: row })}
              />
            )}
            <RowIconButton
              label={`History of ${projectLabel(row)}`}
              glyph="audit-log"
              onClick={() => history.show(projectHistory(row.id, `History: ${projectLabel(row)}`))}
            />
          </>
        )}
      />
      <ProjectPanes project={selected} loadingList={list.loading} />
      {open.kind === 'details' && (
        <ProjectDetailsModal project={open.project} onClose={close} onSaved={close} />
      )}
      {history.dialog}
      {open.kind === 'assign' && <AssignProjectDevices project={open.project} onClose={close} />}
    </Grid>
  );
}

/** The assign-devices modal of one project: its lists, and the save that refreshes the pages. */
function AssignProjectDevices({ project, onClose }: { project: Project; onClose: () => void }) {
  const assign = useAssignProjectDevices(project.id);
  return (
    <AssignDevicesModal
      title={`Assign Devices: ${projectLabel(project)}`}
      queryKey={projectAssignKey(project.id)}
      load={() => getProjectDeviceLists(project)}
      save={assign.mutateAsync}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}
