import { api } from '@tac/api-client';
import { ApiPaths, type DeviceDetails, type Envelope } from '@tac/contracts';

/** One device (spec 001 §7 "Device details"): GET ?deviceId; reads data. */
export function getDeviceDetails(deviceId: number): Promise<Envelope<DeviceDetails>> {
  return api.get<DeviceDetails>(ApiPaths.device.details, { deviceId });
}
