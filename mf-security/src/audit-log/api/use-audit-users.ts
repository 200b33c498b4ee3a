import { api } from '@tac/api-client';
import { ApiPaths, MAX_PAGE_ROWS, type SecurityUser, type SecurityUserStatus } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { AUDIT_LOG_KEY } from './keys.ts';

const everyone = { SearchText: [], Skip: 0, Take: MAX_PAGE_ROWS };
const statuses: SecurityUserStatus[] = ['active', 'inactive'];

/** The users the User filter offers: active and inactive, by user name. */
export function useAuditUsers() {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, 'users'],
    queryFn: async () => {
      const pages = await Promise.all(
        statuses.map((selectedStatus) =>
          api.post<SecurityUser[]>(ApiPaths.security.list, everyone, { selectedStatus }),
        ),
      );
      return pages
        .flatMap((page) => page.data)
        .map((user) => ({ value: user.userId, label: user.userName }))
        .sort((a, b) => a.label.localeCompare(b.label));
    },
  });
}
