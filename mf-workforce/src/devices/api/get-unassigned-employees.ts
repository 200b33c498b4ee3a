import { api } from '@tac/api-client';
import { ApiPaths, type DeviceUnassignedEmployees, type Envelope } from '@tac/contracts';

/**
 * The active employees not assigned to a device (spec 001 §7 "Unassigned employees"): POST
 * ?deviceId; reads data.unAssignedEmployees.
 */
export function getUnassignedEmployees(deviceId: number): Promise<Envelope<DeviceUnassignedEmployees>> {
  return api.post<DeviceUnassignedEmployees>(
    ApiPaths.device.unassignedEmployees,
    { SearchText: [] },
    { deviceId },
  );
}
