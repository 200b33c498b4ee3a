import { useQuery } from '@tac/ui/server-state';
import { getActiveProjects } from './get-active-projects.ts';
import { getProjectDivisionList } from './get-project-division-list.ts';
import { getProjectTaskCodes } from './get-project-task-codes.ts';
import { getReportSchedule } from './get-report-schedule.ts';
import { getScheduleContacts } from './get-schedule-contacts.ts';
import { getScheduleUsers } from './get-schedule-users.ts';
import { CHOICES_KEY, scheduleKey } from './query-keys.ts';

// The edit modal shows each of these failures itself, in its body, so the cache does not toast them
// (meta quiet; shared/docs/architecture.md "Calling the API").
const quiet = { quiet: true };

/** One schedule, whole, for the edit modal (not kept once the modal closes); none when adding. */
export function useReportSchedule(id: number | undefined) {
  return useQuery({
    queryKey: scheduleKey(id),
    queryFn: () => getReportSchedule(id as number),
    enabled: id !== undefined,
    gcTime: 0,
    meta: quiet,
  });
}

/** The employees and users a report can be sent to. */
export function useScheduleContacts() {
  return useQuery({ queryKey: [...CHOICES_KEY, 'contacts'], queryFn: getScheduleContacts, meta: quiet });
}

/** The users who may be delegates. */
export function useScheduleUsers() {
  return useQuery({ queryKey: [...CHOICES_KEY, 'users'], queryFn: getScheduleUsers, meta: quiet });
}

/** Every active project a schedule can name. */
export function useActiveProjects() {
  return useQuery({ queryKey: [...CHOICES_KEY, 'projects'], queryFn: getActiveProjects, meta: quiet });
}

/** The divisions a Field Roster by Division can name, for this user. */
export function useProjectDivisions(userId: number | null) {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'divisions', userId],
    queryFn: () => getProjectDivisionList(userId),
    meta: quiet,
  });
}

/** The task codes of the chosen projects (T&M codes when `isTMCode`), asked only when `enabled`. */
export function useProjectTaskCodes(projectIds: readonly number[], isTMCode: boolean, enabled: boolean) {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'task-codes', isTMCode, projectIds],
    queryFn: () => getProjectTaskCodes(projectIds, isTMCode),
    enabled,
    meta: quiet,
  });
}
