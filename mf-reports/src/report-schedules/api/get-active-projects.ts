import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type Project, pageToSkipTake } from '@tac/contracts';

/** The most rows the API reads in one request (MAX_PAGE_ROWS in api/src/http/paging.ts). */
const PROJECT_PAGE = 1000;

/**
 * The active projects a schedule can name (spec 001 §7 "Project list (status active)", the body of
 * the Projects screen's first call), all of them, page by page, for the picker to search; the first
 * refusal is the answer.
 */
export async function getActiveProjects(): Promise<Envelope<Project[]>> {
  const rows: Project[] = [];
  for (let page = 1; ; page++) {
    const envelope = await api.post<Project[]>(ApiPaths.project.list, {
      SearchText: [],
      ...pageToSkipTake(page, PROJECT_PAGE),
      Status: 'active',
    });
    if (!envelope.success) return envelope;
    rows.push(...envelope.data);
    if (envelope.data.length < PROJECT_PAGE || rows.length >= envelope.totalCount) {
      return { ...envelope, data: rows, totalCount: rows.length };
    }
  }
}
