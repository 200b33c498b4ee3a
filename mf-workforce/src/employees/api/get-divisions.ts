import { api } from '@tac/api-client';
import { ApiPaths, type EmployeeDivisions, type Envelope } from '@tac/contracts';

/** The divisions an employee may be given (spec 001 §7 "Division details"): GET; reads data.group. */
export function getDivisions(): Promise<Envelope<EmployeeDivisions>> {
  return api.get<EmployeeDivisions>(ApiPaths.employee.divisions);
}
