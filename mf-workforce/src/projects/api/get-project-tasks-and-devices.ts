import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type Project,
  type ProjectTasksAndDevices,
  type SearchTextEntry,
} from '@tac/contracts';

/**
 * A project's task codes and devices (spec 001 §7 "Project tasks and devices"): POST ?projectId&
 * projectNumber with { SearchText } (FieldNames ProjectPaneSearchField); reads data.task, data.device.
 */
export function getProjectTasksAndDevices(
  project: Pick<Project, 'id' | 'projectNumber'>,
  search: SearchTextEntry[] = [],
): Promise<Envelope<ProjectTasksAndDevices>> {
  return api.post<ProjectTasksAndDevices>(
    ApiPaths.project.tasksAndDevices,
    { SearchText: search },
    { projectId: project.id, projectNumber: project.projectNumber },
  );
}
