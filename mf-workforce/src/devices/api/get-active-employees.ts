import { api } from '@tac/api-client';
import { ApiPaths, type EmployeeOption, type Envelope } from '@tac/contracts';

/** The employees a device may be given (spec 001 §7 "Active employees"): GET; reads data. */
export function getActiveEmployees(): Promise<Envelope<EmployeeOption[]>> {
  return api.get<EmployeeOption[]>(ApiPaths.device.activeEmployees);
}
