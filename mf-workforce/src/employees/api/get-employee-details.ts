import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type Employee } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { EMPLOYEES_KEY } from '../../common/query-keys.ts';

/** One employee (spec 001 §7 "Employee details"): GET ?employeeId; answers it as data[0]. */
export function getEmployeeDetails(employeeId: number): Promise<Answer<Employee[]>> {
  return api.get<Employee[]>(ApiPaths.employees.details, { employeeId });
}

export const employeeDetailsKey = (employeeId: number | undefined) =>
  [...EMPLOYEES_KEY, 'details', employeeId] as const;

/**
 * The employee being edited (none when adding), read fresh each time the dialog opens (gcTime 0).
 * Quiet: the dialog shows a failure in its body.
 */
export function useEmployeeDetails(employeeId: number | undefined) {
  return useQuery({
    queryKey: employeeDetailsKey(employeeId),
    queryFn: () => getEmployeeDetails(employeeId as number).then((answer) => answer.data),
    enabled: employeeId !== undefined,
    gcTime: 0,
    meta: { quiet: true },
  });
}
