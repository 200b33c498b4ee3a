import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SecurityUserSave, type SecurityUserSaveResult } from '@tac/contracts';

/**
 * Adds or updates a security user (spec 000 §7): POST the user object; reads success and message.
 * data.temporaryPassword is set once when the server gave the user a temporary password.
 */
export function saveUser(body: SecurityUserSave): Promise<Answer<SecurityUserSaveResult>> {
  return api.post<SecurityUserSaveResult>(ApiPaths.security.save, body);
}
