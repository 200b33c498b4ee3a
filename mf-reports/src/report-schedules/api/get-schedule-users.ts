import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportScheduleUser } from '@tac/contracts';

/** The users who may be delegates, with their security group (spec 001 §7 "Schedule users"): GET. */
export function getScheduleUsers(): Promise<Answer<ReportScheduleUser[]>> {
  return api.get<ReportScheduleUser[]>(ApiPaths.reports.users);
}
