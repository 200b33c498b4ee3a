import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportScheduleUser } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { CHOICES_KEY } from './query-keys.ts';

/** The users who may be delegates, with their security group (spec 001 §7 "Schedule users"): GET. */
export function getScheduleUsers(): Promise<Answer<ReportScheduleUser[]>> {
  return api.get<ReportScheduleUser[]>(ApiPaths.reports.users);
}

/** The Delegates choices; quiet: the edit modal shows a failure in its body. */
export function useScheduleUsers() {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'users'],
    queryFn: () => getScheduleUsers().then((answer) => answer.data),
    meta: { quiet: true },
  });
}
