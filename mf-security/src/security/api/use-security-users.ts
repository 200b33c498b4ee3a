import type { SearchRequest, SecurityUserStatus } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { notify } from '@tac/ui/toast';
import { useCallback } from 'react';
import { getAllUserList } from './get-all-user-list.ts';
import { SECURITY_USERS_KEY } from './keys.ts';

/**
 * The users of one status, server-paged. Keyed by status: a new status lists its users from page 1,
 * with the searches kept. Spec 000 §8: a failed list call empties the table ('No Result Found') and
 * toasts why.
 */
export function useSecurityUsers(status: SecurityUserStatus) {
  const fetchPage = useCallback((request: SearchRequest) => getAllUserList(status, request), [status]);
  return usePagedList([...SECURITY_USERS_KEY, status], fetchPage, {
    onError: notify.error,
    onFailure: 'clear',
  });
}
