import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceDetails } from '@tac/contracts';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** One device (spec 001 §7 "Device details"): GET ?deviceId. */
export function getDeviceDetails(deviceId: number): Promise<Answer<DeviceDetails>> {
  return api.get<DeviceDetails>(ApiPaths.devices.details, { deviceId });
}

export const deviceDetailsKey = (deviceId: number) => [...DEVICES_KEY, 'details', deviceId] as const;
