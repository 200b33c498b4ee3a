import { api } from '@tac/api-client';
import {
  ApiPaths,
  type DeviceRow,
  type Envelope,
  type SearchRequest,
  type WorkforceStatus,
} from '@tac/contracts';

/**
 * One page of devices of a status (spec 001 §7 "Device list"): POST { SearchText, Skip, Take,
 * Status }; reads success, data and totalCount. FieldNames: DeviceSearchField.
 */
export function getDeviceList(
  status: WorkforceStatus,
  request: SearchRequest,
): Promise<Envelope<DeviceRow[]>> {
  return api.post<DeviceRow[]>(ApiPaths.device.list, { ...request, Status: status });
}
