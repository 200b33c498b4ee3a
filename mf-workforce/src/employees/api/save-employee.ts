import { api } from '@tac/api-client';
import { ApiPaths, type EmployeeSave, type EmployeeSaveResult, type Envelope } from '@tac/contracts';

/** Adds (id 0) or updates an employee (spec 001 §7 "Save employee"); reads success and message. */
export function saveEmployee(body: EmployeeSave): Promise<Envelope<EmployeeSaveResult>> {
  return api.post<EmployeeSaveResult>(ApiPaths.employee.save, body);
}
