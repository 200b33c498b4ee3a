import type { SecurityUserSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { SECURITY_USERS_KEY } from './keys.ts';
import { saveUser } from './save-user.ts';

/**
 * Adds or updates a user: `save(body, signsOut)`. A save can change the user's status too, so both
 * lists are refreshed, except after a save that changes the signed-in user's own group: they are
 * signed out next (spec 000 §4), and with their new claims the lists may well be refused, which
 * would show a refusal beside the success.
 */
export function useSaveUser() {
  const refreshing = useApiMutation((body: SecurityUserSave) => saveUser(body), [SECURITY_USERS_KEY]);
  const signingOut = useApiMutation((body: SecurityUserSave) => saveUser(body), []);
  return (body: SecurityUserSave, signsOut: boolean) =>
    (signsOut ? signingOut : refreshing).mutateAsync(body);
}
