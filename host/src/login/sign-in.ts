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
  const { postLogin } = await import('./api/account-calls.ts');
  return granted(postLogin(input.userName.trim(), input.password), Messages.login.invalid);
}

/**
 * The SSO landing's sign-in: exchanges the one-time code the SSO callback put in the
 * landing's URL for the session. Same second-tab rule as a password sign-in.
 */
export async function signInWithCode(userName: string, code: string): Promise<SignInResult> {
  const refusal = getSession().signInRefusal();
  if (refusal) return { ok: false, message: refusal };
  const { postLoginToken } = await import('./api/account-calls.ts');
  return granted(postLoginToken(userName, code), Messages.sso.codeRefused);
}

/**
 * The sign-in a login call granted, kept; or why not: the server's refusal (thrown by the client),
 * or `refused` when it answered without granting one.
 */
async function granted(
  request: Promise<{ data: LoginResult | null; message: string }>,
  refused: string,
): Promise<SignInResult> {
  let message: string;
  try {
    const answer = await request;
    if (answer.data?.isLoginSuccess) return keepSignIn(answer.data);
    message = answer.message;
  } catch (error) {
    // An ApiError's message; this chunk does not import the client to check its class.
    message = error instanceof Error ? error.message : '';
  }
  return { ok: false, message: message || refused };
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
  const { postLogout } = await import('./api/account-calls.ts');
  // Signed out here whatever the server answers.
  await postLogout().catch(() => undefined);
  getSession().logout();
}
