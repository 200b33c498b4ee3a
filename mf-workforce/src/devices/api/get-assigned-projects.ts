import { api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignedProjects, type Envelope } from '@tac/contracts';

/** A device's projects (spec 001 §7 "Assigned projects"): POST ?deviceId; reads data.projects. */
export function getAssignedProjects(deviceId: number): Promise<Envelope<DeviceAssignedProjects>> {
  return api.post<DeviceAssignedProjects>(ApiPaths.device.assignedProjects, { SearchText: [] }, { deviceId });
}
