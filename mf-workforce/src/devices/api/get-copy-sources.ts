import { api } from '@tac/api-client';
import { ApiPaths, type CopySourceDevice, type Envelope } from '@tac/contracts';

/** The devices a device may copy from (spec 001 §7 "Copy-devices data"): POST ?deviceId; reads data. */
export function getCopySources(deviceId: number): Promise<Envelope<CopySourceDevice[]>> {
  return api.post<CopySourceDevice[]>(ApiPaths.device.copySources, { SearchText: [] }, { deviceId });
}
