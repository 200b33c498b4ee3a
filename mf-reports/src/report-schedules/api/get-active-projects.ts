import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, MAX_PAGE_ROWS, type Project, pageToSkipTake } from '@tac/contracts';

/**
 * The active projects a schedule can name (spec 001 §7 "Project list (status active)", the body of
 * the Projects screen's first call), all of them, the API's largest page (MAX_PAGE_ROWS) at a time, for the picker to search; the first
 * refusal is the answer.
 */
export async function getActiveProjects(): Promise<Envelope<Project[]>> {
  const rows: Project[] = [];
  for (let page = 1; ; page++) {
    const envelope = await api.post<Project[]>(ApiPaths.project.list, {
      SearchText: [],
      ...pageToSkipTake(page, MAX_PAGE_ROWS),
      Status: 'active',
    });
    if (!envelope.success) return envelope;
    rows.push(...envelope.data);
    if (envelope.data.length < MAX_PAGE_ROWS || rows.length >= envelope.totalCount) {
      return { ...envelope, data: rows, totalCount: rows.length };
    }
  }
}
