import { api } from '@tac/api-client';
import { ApiPaths, type DeviceOption, type Envelope } from '@tac/contracts';

/**
 * Saves an employee's devices (spec 001 §7 "Assign employee devices"): POST ?employeeId with the
 * whole assigned list after the change; reads success and message.
 */
export function assignEmployeeDevices(employeeId: number, assigned: DeviceOption[]): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.employee.assignDevices, assigned, { employeeId });
}
