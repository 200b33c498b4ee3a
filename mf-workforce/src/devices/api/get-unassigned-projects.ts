import { api } from '@tac/api-client';
import { ApiPaths, type DeviceUnassignedProjects, type Envelope } from '@tac/contracts';

/**
 * The active projects not assigned to a device (spec 001 §7 "Unassigned projects"): POST ?deviceId;
 * reads data.unAssignedProjects.
 */
export function getUnassignedProjects(deviceId: number): Promise<Envelope<DeviceUnassignedProjects>> {
  return api.post<DeviceUnassignedProjects>(
    ApiPaths.device.unassignedProjects,
    { SearchText: [] },
    { deviceId },
  );
}
