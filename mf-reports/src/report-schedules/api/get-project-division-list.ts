import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportProjectDivision } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { CHOICES_KEY } from './query-keys.ts';

/** The divisions a Field Roster by Division (type 14) can name (spec 001 §7 "Project division list"): GET ?userId. */
export function getProjectDivisionList(userId: number | null): Promise<Answer<ReportProjectDivision[]>> {
  return api.get<ReportProjectDivision[]>(ApiPaths.reports.projectDivisions, { userId: userId ?? undefined });
}

/** The Divisions choices of this user; quiet: the edit modal shows a failure in its body. */
export function useProjectDivisions(userId: number | null) {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'divisions', userId],
    queryFn: () => getProjectDivisionList(userId).then((answer) => answer.data),
    meta: { quiet: true },
  });
}
