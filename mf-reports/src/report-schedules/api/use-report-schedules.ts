import { errorMessage } from '@tac/api-client';
import { Messages, type SearchRequest } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback, useState } from 'react';
import { getReportScheduleList } from './get-report-schedule-list.ts';
import { SCHEDULE_LIST_KEY } from './query-keys.ts';

/**
 * The user's report schedules, server-paged, and why the last load failed (null once one
 * succeeds), which the page shows above the table with Retry; the failure is toasted too.
 */
export function useReportSchedules(userId: number | null) {
  const [failure, setFailure] = useState<string | null>(null);
  const fetchPage = useCallback(
    async (request: SearchRequest) => {
      try {
        const answer = await getReportScheduleList(userId, request);
        setFailure(null);
        return answer;
      } catch (error) {
        setFailure(errorMessage(error, Messages.requestFailed));
        throw error;
      }
    },
    [userId],
  );
  const list = usePagedList([...SCHEDULE_LIST_KEY, userId], fetchPage, { onError: notify.error });
  return { list, failure };
}
