import { api } from '@tac/api-client';
import { ApiPaths, type DeviceOption, type Envelope } from '@tac/contracts';

/**
 * Saves a project's devices (spec 001 §7 "Assign project devices"): POST ?projectId with the whole
 * assigned list after the change; reads success and message. The server takes the user from the token.
 */
export function assignProjectDevices(projectId: number, assigned: DeviceOption[]): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.project.assignDevices, assigned, { projectId });
}
