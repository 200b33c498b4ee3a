import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EmployeeOption } from '@tac/contracts';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** The employees a device may be given (spec 001 §7 "Active employees"): GET. */
export function getActiveEmployees(): Promise<Answer<EmployeeOption[]>> {
  return api.get<EmployeeOption[]>(ApiPaths.devices.activeEmployees);
}

export const activeEmployeesKey = [...DEVICES_KEY, 'active-employees'] as const;
