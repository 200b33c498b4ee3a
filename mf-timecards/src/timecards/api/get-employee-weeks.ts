import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeWeek, type SearchRequest } from '@tac/contracts';
import type { TimecardQuery } from './get-timecards.ts';

/**
 * One page of employee-weeks (shared/docs/overtime.md): POST /api/TimeCard/GetEmployeeWeeks with
 * the timecard list's dates and { SearchText, Skip, Take }.
 */
export function getEmployeeWeeks(
  query: TimecardQuery,
  request: SearchRequest,
): Promise<Answer<EmployeeWeek[]>> {
  return api.post<EmployeeWeek[]>(ApiPaths.employeeWeeks.list, request, { ...query });
}

/**
 * Under 'timecards', so every write that refreshes the timecard lists (a decision, a correction)
 * refreshes the weeks too.
 */
export const employeeWeeksKey = (fromDate: string | undefined, toDate: string | undefined) =>
  ['timecards', 'by-employee', fromDate, toDate] as const;

export const NO_EMPLOYEE_WEEKS: Answer<EmployeeWeek[]> = { data: [], message: '', totalCount: 0 };
