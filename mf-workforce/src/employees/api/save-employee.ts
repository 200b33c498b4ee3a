import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeSave, type EmployeeSaveResult } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/** Adds (id 0) or updates an employee (spec 001 §7 "Save employee"); answers the server's message. */
export function saveEmployee(body: EmployeeSave): Promise<Answer<EmployeeSaveResult>> {
  return api.post<EmployeeSaveResult>(ApiPaths.employees.save, body);
}

/** An employee's number, name or project shows on every workforce page: all of them are refreshed. */
export function useSaveEmployee() {
  return useApiMutation(saveEmployee, WORKFORCE_PAGE_KEYS);
}
