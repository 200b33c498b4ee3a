import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type ProjectUpdate } from '@tac/contracts';

/** Saves a project's gc and status (spec 001 §7 "Update project details"); reads success, message. */
export function updateProjectDetails(body: ProjectUpdate): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.project.update, body);
}
