import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeRow, type SearchRequest, type WorkforceStatus } from '@tac/contracts';
import { EMPLOYEES_KEY } from '../../common/query-keys.ts';

/**
 * One page of employees of a status (spec 001 §7 "Employee list"): POST { SearchText, Skip, Take,
 * Status }; answers the rows and totalCount. FieldNames: EmployeeSearchField.
 */
export function getEmployeeList(
  status: WorkforceStatus,
  request: SearchRequest,
): Promise<Answer<EmployeeRow[]>> {
  return api.post<EmployeeRow[]>(ApiPaths.employees.list, { ...request, Status: status });
}

/** The employees list's key (usePagedList), one list per status. */
export const employeeListKey = (status: WorkforceStatus) => [...EMPLOYEES_KEY, 'list', status] as const;
