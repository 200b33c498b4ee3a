import { api } from '@tac/api-client';
import { ApiPaths, type DeviceOption, type Envelope } from '@tac/contracts';

/**
 * An employee's devices (spec 001 §7 "Employee devices"): POST ?employeeId&isFromDeviceSearch with
 * { SearchText, Status }. 'assigned' lists the employee's devices; 'unassigned' the other active ones.
 */
export function getEmployeeDevices(
  employeeId: number,
  which: 'assigned' | 'unassigned',
): Promise<Envelope<DeviceOption[]>> {
  return api.post<DeviceOption[]>(
    ApiPaths.employee.devices,
    { SearchText: [], Status: 'active' },
    { employeeId, isFromDeviceSearch: which === 'unassigned' },
  );
}
