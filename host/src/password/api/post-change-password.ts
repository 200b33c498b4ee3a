import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/**
 * Changes the signed-in user's password (spec 000 §7 "Change password"): POST { CurrentPassword?,
 * NewPassword, ConfirmPassword } with the session's token.
 */
export function postChangePassword(body: {
  CurrentPassword?: string;
  NewPassword: string;
  ConfirmPassword: string;
}): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.account.changePassword, body);
}
