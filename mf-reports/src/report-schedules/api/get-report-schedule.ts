import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportSchedule } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { scheduleKey } from './query-keys.ts';

/** One whole schedule for the edit modal, with hasFullAccess for the caller: GET ?id. */
export function getReportSchedule(id: number): Promise<Answer<ReportSchedule>> {
  return api.get<ReportSchedule>(ApiPaths.reports.get, { id });
}

/**
 * One schedule, whole, for the edit modal (not kept once the modal closes); none when adding. Quiet:
 * the modal shows a failure in its body.
 */
export function useReportSchedule(id: number | undefined) {
  return useQuery({
    queryKey: scheduleKey(id),
    queryFn: () => getReportSchedule(id as number).then((answer) => answer.data),
    enabled: id !== undefined,
    gcTime: 0,
    meta: { quiet: true },
  });
}
