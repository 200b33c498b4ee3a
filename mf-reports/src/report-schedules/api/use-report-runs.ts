import type { SearchRequest } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback } from 'react';
import { getReportRuns } from './get-report-runs.ts';
import { runsKey } from './query-keys.ts';

/** A schedule's runs, newest first, `pageSize` a page; a failed load is toasted. */
export function useReportRuns(scheduleId: number, pageSize: number) {
  const fetchPage = useCallback(
    (request: SearchRequest) => getReportRuns({ scheduleId, Skip: request.Skip, Take: request.Take }),
    [scheduleId],
  );
  return usePagedList(runsKey(scheduleId), fetchPage, { pageSize, onError: notify.error });
}
