import {
  canAssignProjectDevices,
  canEditProjectGc,
  canEditProjectStatus,
  canSaveProject,
  cleanProjectGc,
  type DeviceOption,
  GC_MAX,
  type Project,
  ProjectPaneSearchField,
  type ProjectUpdate,
  type SearchTextEntry,
  WorkforceMessages,
  type WorkforceStatus,
} from '@tac/contracts';

/**
 * The Projects screen's rules as plain functions (spec 001 §2.1, §4.1, §5.2, §6 "Projects"). Who may
 * do what is decided in @tac/contracts, so the server refuses the same; this file shapes it for the
 * screen.
 */
export { canAssignProjectDevices };

/** The project pane's text: 'project number - name' (spec 001 §2.1). */
export const projectLabel = (project: Pick<Project, 'projectNumber' | 'projectName'>): string =>
  `${project.projectNumber} - ${project.projectName}`;

/** What the project modal lets this user change. */
export function projectModalAccess(claims: readonly string[], role: string) {
  return {
    gc: canEditProjectGc(role),
    status: canEditProjectStatus(claims),
    save: canSaveProject(claims, role),
  };
}

export interface ProjectForm {
  gc: string;
  projectStatus: WorkforceStatus | null;
}

/** The first problem with the modal's values (spec 001 §5.2), or undefined. */
export function checkProjectForm(form: ProjectForm): string | undefined {
  if (form.gc.length > GC_MAX) return WorkforceMessages.projects.gcTooLong;
  if (form.projectStatus === null) return WorkforceMessages.projects.statusRequired;
  return undefined;
}

export function projectUpdateBody(project: Project, form: ProjectForm): ProjectUpdate {
  return {
    id: project.id,
    gc: cleanProjectGc(form.gc),
    projectStatus: form.projectStatus ?? project.projectStatus,
    projectNumber: project.projectNumber,
    projectName: project.projectName,
  };
}

/** The devices offered to a project: every visible device not already assigned to it. */
export function unassignedDevices(
  all: readonly DeviceOption[],
  assigned: readonly DeviceOption[],
): DeviceOption[] {
  const taken = new Set(assigned.map((d) => d.deviceID));
  return all.filter((d) => !taken.has(d.deviceID));
}

/** The task-code and device panes' searches, as one SearchText for the tasks-and-devices call. */
export function paneSearch(taskCode: string, device: string): SearchTextEntry[] {
  const entries: SearchTextEntry[] = [];
  if (taskCode.trim()) entries.push({ FieldName: ProjectPaneSearchField.TaskCode, Value: taskCode.trim() });
  if (device.trim()) entries.push({ FieldName: ProjectPaneSearchField.Device, Value: device.trim() });
  return entries;
}

/** The selected project on this page: the one chosen, or the page's first (spec 001 §2.1). */
export function selectedProject(rows: readonly Project[], chosenId: number | null): Project | undefined {
  return rows.find((r) => r.id === chosenId) ?? rows[0];
}
