import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceOption } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { EMPLOYEES_KEY, WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/**
 * Saves an employee's devices (spec 001 §7 "Assign employee devices"): POST ?employeeId with the
 * whole assigned list after the change; answers the server's message.
 */
export function assignEmployeeDevices(employeeId: number, assigned: DeviceOption[]): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.employees.assignDevices, assigned, { employeeId });
}

export const employeeAssignKey = (employeeId: number) => [...EMPLOYEES_KEY, 'assign', employeeId] as const;

/** Assigning an employee's devices refreshes every workforce page. */
export function useAssignEmployeeDevices(employeeId: number) {
  return useApiMutation(
    (assigned: DeviceOption[]) => assignEmployeeDevices(employeeId, assigned),
    WORKFORCE_PAGE_KEYS,
  );
}
