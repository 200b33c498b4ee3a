import type { SecurityUserSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { SECURITY_USERS_KEY } from './keys.ts';
import { saveUser } from './save-user.ts';

/** Adds or updates a user; a save can change the user's status too, so both lists are refreshed. */
export function useSaveUser() {
  return useApiMutation((body: SecurityUserSave) => saveUser(body), [SECURITY_USERS_KEY]);
}
