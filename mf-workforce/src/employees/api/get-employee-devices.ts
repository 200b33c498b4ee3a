import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceOption } from '@tac/contracts';
import type { DeviceLists } from '../../common/AssignDevicesModal.tsx';

/**
 * An employee's devices (spec 001 §7 "Employee devices"): POST ?employeeId&isFromDeviceSearch with
 * { SearchText, Status }. 'assigned' lists the employee's devices; 'unassigned' the other active ones.
 */
export function getEmployeeDevices(
  employeeId: number,
  which: 'assigned' | 'unassigned',
): Promise<Answer<DeviceOption[]>> {
  return api.post<DeviceOption[]>(
    ApiPaths.employees.devices,
    { SearchText: [], Status: 'active' },
    { employeeId, isFromDeviceSearch: which === 'unassigned' },
  );
}

/** The assign modal's lists: the employee's devices and the other active ones. */
export async function getEmployeeDeviceLists(employeeId: number): Promise<DeviceLists> {
  const [assigned, unassigned] = await Promise.all([
    getEmployeeDevices(employeeId, 'assigned'),
    getEmployeeDevices(employeeId, 'unassigned'),
  ]);
  return { assigned: assigned.data, unassigned: unassigned.data };
}
