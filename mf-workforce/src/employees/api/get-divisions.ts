import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeDivisions } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { EMPLOYEES_KEY } from '../../common/query-keys.ts';

/** The divisions an employee may be given (spec 001 §7 "Division details"): GET; answers group. */
export function getDivisions(): Promise<Answer<EmployeeDivisions>> {
  return api.get<EmployeeDivisions>(ApiPaths.employees.divisions);
}

export const divisionsKey = [...EMPLOYEES_KEY, 'divisions'] as const;

/** The employee dialog's divisions. Quiet: the dialog shows a failure in its body. */
export function useDivisions() {
  return useQuery({
    queryKey: divisionsKey,
    queryFn: () => getDivisions().then((answer) => answer.data),
    meta: { quiet: true },
  });
}
