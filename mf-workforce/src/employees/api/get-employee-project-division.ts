import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeProjectDivision } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { EMPLOYEES_KEY } from '../../common/query-keys.ts';

/**
 * The projects an employee may be given, with their division (spec 001 §7 "Employee project and
 * division"): POST ?employeeId (absent when adding).
 */
export function getEmployeeProjectDivision(
  employeeId: number | undefined,
): Promise<Answer<EmployeeProjectDivision[]>> {
  return api.post<EmployeeProjectDivision[]>(
    ApiPaths.employees.projectDivision,
    {},
    employeeId ? { employeeId } : undefined,
  );
}

export const employeeProjectDivisionKey = (employeeId: number | undefined) =>
  [...EMPLOYEES_KEY, 'project-division', employeeId] as const;

/** The project numbers the employee dialog offers as the number is typed. */
export function useEmployeeProjectDivision(employeeId: number | undefined) {
  return useQuery({
    queryKey: employeeProjectDivisionKey(employeeId),
    queryFn: () => getEmployeeProjectDivision(employeeId).then((answer) => answer.data),
  });
}
