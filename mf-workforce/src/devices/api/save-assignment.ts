import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceAssignmentSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/**
 * Saves a device's employees and projects (spec 001 §7 "Save employee and project assignment"):
 * POST ?deviceId with the whole assigned lists; answers the server's message.
 */
export function saveAssignment(deviceId: number, body: DeviceAssignmentSave): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.devices.saveAssignment, body, { deviceId });
}

/** A device's assignment shows on every workforce page: all of them are refreshed. */
export function useSaveAssignment(deviceId: number) {
  return useApiMutation((body: DeviceAssignmentSave) => saveAssignment(deviceId, body), WORKFORCE_PAGE_KEYS);
}
