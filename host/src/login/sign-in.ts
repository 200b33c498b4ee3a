import { ApiPaths, type LoginResult, Messages } from '@tac/contracts';
import { getSession } from '@tac/session';

export interface SignInInput {
  userName: string;
  password: string;
}

export type SignInResult =
  | { ok: true; result: LoginResult }
  | { ok: false; message: string; field?: 'userName' | 'password' };

/** Spec 000 §5 login validation, in order. */
export function validateSignIn(input: SignInInput): SignInResult | undefined {
  if (!input.userName.trim())
    return { ok: false, message: Messages.login.userNameRequired, field: 'userName' };
  if (!input.password) return { ok: false, message: Messages.login.passwordRequired, field: 'password' };
  return undefined;
}

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const invalid = validateSignIn(input);
  if (invalid) return invalid;
  // Checked before calling the server too, so no second server session is opened.
  const refusal = getSession().signInRefusal();
  if (refusal) return { ok: false, message: refusal };
  // The API client (ky) loads with the first sign-in, not with the /Login page.
  const { api } = await import('@tac/api-client');
  const response = await api.post<LoginResult>(ApiPaths.account.login, {
    UserName: input.userName.trim(),
    Password: input.password,
  });
  if (!response.success || !response.data?.isLoginSuccess) {
    return { ok: false, message: response.message || Messages.login.invalid };
  }
  return keepSignIn(response.data);
}

/**
 * The SSO landing's sign-in: exchanges the one-time code the SSO callback put in the
 * landing's URL for the session. Same second-tab rule as a password sign-in.
 */
export async function signInWithCode(userName: string, code: string): Promise<SignInResult> {
  const refusal = getSession().signInRefusal();
  if (refusal) return { ok: false, message: refusal };
  const { api } = await import('@tac/api-client');
  const response = await api.post<LoginResult>(ApiPaths.account.getUserLoginToken, {
    UserName: userName,
    Code: code,
  });
  if (!response.success || !response.data?.isLoginSuccess) {
    return { ok: false, message: response.message || Messages.sso.codeRefused };
  }
  return keepSignIn(response.data);
}

/** Stores a sign-in the server granted, unless another tab signed in while it was on its way. */
function keepSignIn(result: LoginResult): SignInResult {
  const stored = getSession().signIn(result);
  if (!stored.ok) {
    // Give back the token just issued: this tab will not use it.
    void fetch(ApiPaths.account.logout, {
      method: 'POST',
      headers: { Authorization: `Bearer ${result.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return stored;
  }
  return { ok: true, result };
}

export async function signOut(): Promise<void> {
  const { api } = await import('@tac/api-client');
  await api.post(ApiPaths.account.logout, {});
  getSession().logout();
}
