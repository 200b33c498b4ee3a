import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportContactOption } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { CHOICES_KEY } from './query-keys.ts';

/** The employees and users a report can be sent to (spec 001 §7 "Schedule contacts"): GET; reads data. */
export function getScheduleContacts(): Promise<Answer<ReportContactOption[]>> {
  return api.get<ReportContactOption[]>(ApiPaths.reports.contacts);
}

/** The Recipients choices; quiet: the edit modal shows a failure in its body. */
export function useScheduleContacts() {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'contacts'],
    queryFn: () => getScheduleContacts().then((answer) => answer.data),
    meta: { quiet: true },
  });
}
