import { type Answer, api } from '@tac/api-client';
import { ApiPaths, MAX_PAGE_ROWS, type Project, pageToSkipTake } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { CHOICES_KEY } from './query-keys.ts';

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

/** The Projects choices; quiet: the edit modal shows a failure in its body. */
export function useActiveProjects() {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'projects'],
    queryFn: () => getActiveProjects().then((answer) => answer.data),
    meta: { quiet: true },
  });
}
