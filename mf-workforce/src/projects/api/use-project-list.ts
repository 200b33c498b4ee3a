import type { SearchRequest, WorkforceStatus } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback } from 'react';
import { getProjectList, projectListKey } from './get-project-list.ts';

/**
 * The projects of one status, server-paged, one list a status (the page mounts it afresh for
 * another status: page 1, no search). Spec 001 §8: a failed load empties the list ('No Result
 * Found') and toasts why.
 */
export function useProjectList(status: WorkforceStatus) {
  const fetchPage = useCallback((request: SearchRequest) => getProjectList(status, request), [status]);
  return usePagedList(projectListKey(status), fetchPage, { onError: notify.error, onFailure: 'clear' });
}
