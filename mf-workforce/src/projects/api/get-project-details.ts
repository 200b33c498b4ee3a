import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type Project } from '@tac/contracts';

/** One project (spec 001 §7 "Project details"): GET ?projectId&projectNumber; reads data. */
export function getProjectDetails(
  project: Pick<Project, 'id' | 'projectNumber'>,
): Promise<Envelope<Project>> {
  return api.get<Project>(ApiPaths.project.details, {
    projectId: project.id,
    projectNumber: project.projectNumber,
  });
}
