import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type Project, REPORT_LIST_MAX } from '@tac/contracts';

/**
 * The active projects a schedule can name (spec 001 §7 "Project list (status active)", the body of
 * the Projects screen's first call): one request for as many as a schedule may hold, searched in
 * the picker.
 */
export function getActiveProjects(): Promise<Envelope<Project[]>> {
  return api.post<Project[]>(ApiPaths.project.list, {
    SearchText: [],
    Skip: 0,
    Take: REPORT_LIST_MAX,
    Status: 'active',
  });
}
