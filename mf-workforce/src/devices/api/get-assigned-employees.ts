import { api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignedEmployees, type Envelope } from '@tac/contracts';

/** A device's employees (spec 001 §7 "Assigned employees"): POST ?deviceId; reads data.employees. */
export function getAssignedEmployees(deviceId: number): Promise<Envelope<DeviceAssignedEmployees>> {
  return api.post<DeviceAssignedEmployees>(
    ApiPaths.device.assignedEmployees,
    { SearchText: [] },
    { deviceId },
  );
}
