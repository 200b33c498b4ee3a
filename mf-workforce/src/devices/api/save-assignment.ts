import { api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignmentSave, type Envelope } from '@tac/contracts';

/**
 * Saves a device's employees and projects (spec 001 §7 "Save employee and project assignment"):
 * POST ?deviceId with the whole assigned lists; reads success and message.
 */
export function saveAssignment(deviceId: number, body: DeviceAssignmentSave): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.device.saveAssignment, body, { deviceId });
}
