import type { SearchRequest, WorkforceStatus } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback } from 'react';
import { employeeListKey, getEmployeeList } from './get-employee-list.ts';

/**
 * The employees of one status, server-paged, one list a status (the page mounts it afresh for
 * another status: page 1, no search). Spec 001 §8: a failed load empties the list ('No Result
 * Found') and toasts why.
 */
export function useEmployeeList(status: WorkforceStatus) {
  const fetchPage = useCallback((request: SearchRequest) => getEmployeeList(status, request), [status]);
  return usePagedList(employeeListKey(status), fetchPage, { onError: notify.error, onFailure: 'clear' });
}
