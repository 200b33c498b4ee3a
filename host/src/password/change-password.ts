import { ApiError } from '@tac/api-client';
import { checkNewPassword, cleanPassword, PasswordMessages } from '@tac/contracts';
import { postChangePassword } from './api/post-change-password.ts';

export type PasswordField = 'current' | 'new' | 'confirm';

export type ChangePasswordResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: PasswordField };

const NEW_PASSWORD_PROBLEMS: readonly string[] = [PasswordMessages.newRequired, PasswordMessages.tooShort];
const CURRENT_PASSWORD_PROBLEMS: readonly string[] = [
  PasswordMessages.currentRequired,
  PasswordMessages.currentWrong,
];

/**
 * Checks the fields (whitespace removed), then POST /api/Account/ChangePassword with the session's
 * token. `currentPassword` is asked for unless the session signed in with a temporary password
 * (undefined then): the server requires it for every other change.
 */
export async function changePassword(
  newPassword: string,
  confirmPassword: string,
  currentPassword?: string,
): Promise<ChangePasswordResult> {
  const current = currentPassword === undefined ? undefined : cleanPassword(currentPassword);
  if (current === '') return { ok: false, message: PasswordMessages.currentRequired, field: 'current' };
  const next = cleanPassword(newPassword);
  const confirm = cleanPassword(confirmPassword);
  const problem = checkNewPassword(next, confirm);
  if (problem)
    return {
      ok: false,
      message: problem,
      field: NEW_PASSWORD_PROBLEMS.includes(problem) ? 'new' : 'confirm',
    };
  try {
    const answer = await postChangePassword({
      ...(current === undefined ? {} : { CurrentPassword: current }),
      NewPassword: next,
      ConfirmPassword: confirm,
    });
    return { ok: true, message: answer.message };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return CURRENT_PASSWORD_PROBLEMS.includes(error.message)
      ? { ok: false, message: error.message, field: 'current' }
      : { ok: false, message: error.message };
  }
}
