import { api } from '@tac/api-client';
import { ApiPaths, type Employee, type Envelope } from '@tac/contracts';

/** One employee (spec 001 §7 "Employee details"): GET ?employeeId; reads data[0]. */
export function getEmployeeDetails(employeeId: number): Promise<Envelope<Employee[]>> {
  return api.get<Employee[]>(ApiPaths.employee.details, { employeeId });
}
