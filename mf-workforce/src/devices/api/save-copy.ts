import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceCopySave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/**
 * Copies assignments from source devices (spec 001 §7 "Save copy"): POST ?deviceId, Replace or
 * Append; answers the server's message.
 */
export function saveCopy(deviceId: number, body: DeviceCopySave): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.devices.saveCopy, body, { deviceId });
}

/** A copy changes the device's assignment, shown on every workforce page: all are refreshed. */
export function useSaveCopy(deviceId: number) {
  return useApiMutation((body: DeviceCopySave) => saveCopy(deviceId, body), WORKFORCE_PAGE_KEYS);
}
