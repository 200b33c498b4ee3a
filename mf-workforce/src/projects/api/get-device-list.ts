import { api } from '@tac/api-client';
import { ApiPaths, type DeviceOption, type Envelope } from '@tac/contracts';

/**
 * Every device the user may assign (spec 001 §7 "Devices list"): POST { SearchText, Status }; reads
 * data. The assign modal shows those not assigned to the project as unassigned.
 */
export function getDeviceList(): Promise<Envelope<DeviceOption[]>> {
  return api.post<DeviceOption[]>(ApiPaths.project.devices, { SearchText: [], Status: 'active' });
}
