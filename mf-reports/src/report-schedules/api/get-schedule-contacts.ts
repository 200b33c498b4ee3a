import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportContactOption } from '@tac/contracts';

/** The employees and users a report can be sent to (spec 001 §7 "Schedule contacts"): GET; reads data. */
export function getScheduleContacts(): Promise<Answer<ReportContactOption[]>> {
  return api.get<ReportContactOption[]>(ApiPaths.reports.contacts);
}
