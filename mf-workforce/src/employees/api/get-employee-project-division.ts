import { api } from '@tac/api-client';
import { ApiPaths, type EmployeeProjectDivision, type Envelope } from '@tac/contracts';

/**
 * The projects an employee may be given, with their division (spec 001 §7 "Employee project and
 * division"): POST ?employeeId (absent when adding).
 */
export function getEmployeeProjectDivision(
  employeeId: number | undefined,
): Promise<Envelope<EmployeeProjectDivision[]>> {
  return api.post<EmployeeProjectDivision[]>(
    ApiPaths.employee.projectDivision,
    {},
    employeeId ? { employeeId } : undefined,
  );
}
