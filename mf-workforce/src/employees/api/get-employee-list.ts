import { api } from '@tac/api-client';
import {
  ApiPaths,
  type EmployeeRow,
  type Envelope,
  type SearchRequest,
  type WorkforceStatus,
} from '@tac/contracts';

/**
 * One page of employees of a status (spec 001 §7 "Employee list"): POST { SearchText, Skip, Take,
 * Status }; reads data and totalCount. FieldNames: EmployeeSearchField.
 */
export function getEmployeeList(
  status: WorkforceStatus,
  request: SearchRequest,
): Promise<Envelope<EmployeeRow[]>> {
  return api.post<EmployeeRow[]>(ApiPaths.employee.list, { ...request, Status: status });
}
