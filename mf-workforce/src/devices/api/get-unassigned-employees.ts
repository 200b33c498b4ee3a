import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceUnassignedEmployees } from '@tac/contracts';

/**
 * The active employees not assigned to a device (spec 001 §7 "Unassigned employees"): POST
 * ?deviceId; answers unAssignedEmployees.
 */
export function getUnassignedEmployees(deviceId: number): Promise<Answer<DeviceUnassignedEmployees>> {
  return api.post<DeviceUnassignedEmployees>(
    ApiPaths.devices.unassignedEmployees,
    { SearchText: [] },
    { deviceId },
  );
}
