import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DeviceRow, type SearchRequest, type WorkforceStatus } from '@tac/contracts';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/**
 * One page of devices of a status (spec 001 §7 "Device list"): POST { SearchText, Skip, Take,
 * Status }; answers the rows and totalCount. FieldNames: DeviceSearchField.
 */
export function getDeviceList(status: WorkforceStatus, request: SearchRequest): Promise<Answer<DeviceRow[]>> {
  return api.post<DeviceRow[]>(ApiPaths.devices.list, { ...request, Status: status });
}

/** The devices list's key (usePagedList), one list per status. */
export const deviceListKey = (status: WorkforceStatus) => [...DEVICES_KEY, 'list', status] as const;
