import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceEnrolCode } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';

/**
 * A one-time enrolment code for a device (shared/docs/field-sync.md "Enrolment"): POST { deviceId };
 * answers the code, the QR code's text and when it expires. Asking again voids the earlier code.
 */
export function enrolDevice(deviceId: number): Promise<Answer<DeviceEnrolCode>> {
  return api.post<DeviceEnrolCode>(ApiPaths.devices.enrol, { deviceId });
}

/**
 * A code changes no list: the device's app version and last sync change only once the device has
 * used it, and the devices list is read again when the dialog closes.
 */
export function useEnrolDevice() {
  return useApiMutation(enrolDevice, []);
}
