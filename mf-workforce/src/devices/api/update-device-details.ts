import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceUpdate } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/** Saves a device's details (spec 001 §7 "Update device details"); answers the server's message. */
export function updateDeviceDetails(body: DeviceUpdate): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.devices.update, body);
}

/** A device's employee or status shows on every workforce page: all of them are refreshed. */
export function useUpdateDeviceDetails() {
  return useApiMutation(updateDeviceDetails, WORKFORCE_PAGE_KEYS);
}
