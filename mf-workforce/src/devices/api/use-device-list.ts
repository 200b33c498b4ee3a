import type { SearchRequest, WorkforceStatus } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback } from 'react';
import { deviceListKey, getDeviceList } from './get-device-list.ts';

/**
 * The devices of one status, server-paged, one list a status (the page mounts it afresh for
 * another status: page 1, no search). Spec 001 §8: a failed load empties the list ('No Result
 * Found') and toasts why.
 */
export function useDeviceList(status: WorkforceStatus) {
  const fetchPage = useCallback((request: SearchRequest) => getDeviceList(status, request), [status]);
  return usePagedList(deviceListKey(status), fetchPage, { onError: notify.error, onFailure: 'clear' });
}
