import { api } from '@tac/api-client';
import { ApiPaths, type DeviceUpdate, type Envelope } from '@tac/contracts';

/** Saves a device's details (spec 001 §7 "Update device details"); reads success and message. */
export function updateDeviceDetails(body: DeviceUpdate): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.device.update, body);
}
