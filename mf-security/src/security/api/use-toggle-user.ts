import type { SecurityUser } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { activateOrDeactivateUser } from './activate-or-deactivate-user.ts';
import { SECURITY_USERS_KEY } from './keys.ts';

/** Deactivates an active user or reactivates an inactive one: it moves between the lists, so both are refreshed. */
export function useToggleUser() {
  return useApiMutation(
    (user: SecurityUser) => activateOrDeactivateUser(user.userId, user.isActive ? 'deactivate' : 'activate'),
    [SECURITY_USERS_KEY],
  );
}
