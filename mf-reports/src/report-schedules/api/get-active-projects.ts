import { type Answer, api } from '@tac/api-client';
import { ApiPaths, MAX_PAGE_ROWS, type Project, pageToSkipTake } from '@tac/contracts';

/**
 * The active projects a schedule can name (spec 001 §7 "Project list (status active)", the body of
 * the Projects screen's first call), all of them, the API's largest page (MAX_PAGE_ROWS) at a time,
 * for the picker to search; the first refusal is thrown.
 */
export async function getActiveProjects(): Promise<Answer<Project[]>> {
  const rows: Project[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.post<Project[]>(ApiPaths.projects.list, {
      SearchText: [],
      ...pageToSkipTake(page, MAX_PAGE_ROWS),
      Status: 'active',
    });
    rows.push(...answer.data);
    if (answer.data.length < MAX_PAGE_ROWS || rows.length >= answer.totalCount) {
      return { ...answer, data: rows, totalCount: rows.length };
    }
  }
}
