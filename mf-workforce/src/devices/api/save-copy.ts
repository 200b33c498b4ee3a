import { api } from '@tac/api-client';
import { ApiPaths, type DeviceCopySave, type Envelope } from '@tac/contracts';

/**
 * Copies assignments from source devices (spec 001 §7 "Save copy"): POST ?deviceId, Replace or
 * Append; reads success and message.
 */
export function saveCopy(deviceId: number, body: DeviceCopySave): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.device.saveCopy, body, { deviceId });
}
