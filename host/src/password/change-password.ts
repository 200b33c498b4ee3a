import { api } from '@tac/api-client';
import { ApiPaths, checkNewPassword, cleanPassword, PasswordMessages } from '@tac/contracts';

export type ChangePasswordResult =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: 'new' | 'confirm' };

const NEW_PASSWORD_PROBLEMS: readonly string[] = [PasswordMessages.newRequired, PasswordMessages.tooShort];

/** Checks the two fields (whitespace removed), then POST /api/Account/ChangePassword with the session's token. */
export async function changePassword(
  newPassword: string,
  confirmPassword: string,
): Promise<ChangePasswordResult> {
  const next = cleanPassword(newPassword);
  const confirm = cleanPassword(confirmPassword);
  const problem = checkNewPassword(next, confirm);
  if (problem)
    return {
      ok: false,
      message: problem,
      field: NEW_PASSWORD_PROBLEMS.includes(problem) ? 'new' : 'confirm',
    };
  const envelope = await api.post<null>(ApiPaths.account.changePassword, {
    NewPassword: next,
    ConfirmPassword: confirm,
  });
  return envelope.success
    ? { ok: true, message: envelope.message }
    : { ok: false, message: envelope.message };
}
