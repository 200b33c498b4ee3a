import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceUnassignedProjects } from '@tac/contracts';

/**
 * The active projects not assigned to a device (spec 001 §7 "Unassigned projects"): POST ?deviceId;
 * answers unAssignedProjects.
 */
export function getUnassignedProjects(deviceId: number): Promise<Answer<DeviceUnassignedProjects>> {
  return api.post<DeviceUnassignedProjects>(
    ApiPaths.devices.unassignedProjects,
    { SearchText: [] },
    { deviceId },
  );
}
