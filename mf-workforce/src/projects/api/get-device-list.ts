import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceOption } from '@tac/contracts';

/**
 * Every device the user may assign (spec 001 §7 "Devices list"): POST { SearchText, Status }. The
 * assign modal shows those not assigned to the project as unassigned.
 */
export function getDeviceList(): Promise<Answer<DeviceOption[]>> {
  return api.post<DeviceOption[]>(ApiPaths.projects.devices, { SearchText: [], Status: 'active' });
}
