import { ApiPaths, Messages, SsoResponse } from '@tac/contracts';

/** What /LoginLanding was given (spec 000 §2 "Login landing screen"). */
export type LandingQuery =
  | { kind: 'code'; userName: string; code: string }
  | { kind: 'refused'; message: string }
  | { kind: 'empty' };

/**
 * Reads the landing's query: the SSO callback's user name and one-time code, or its response
 * saying why it could not sign the user in. A response value the console does not know (the spec's
 * fixed marker) reads as the spec's 'user not found'.
 */
export function readLandingQuery(search: string): LandingQuery {
  const params = new URLSearchParams(search);
  const response = params.get('response');
  if (response !== null) return { kind: 'refused', message: refusalMessage(response) };
  const userName = params.get('userName')?.trim() ?? '';
  const code = params.get('code') ?? '';
  return userName && code ? { kind: 'code', userName, code } : { kind: 'empty' };
}

function refusalMessage(response: string): string {
  switch (response) {
    case SsoResponse.emailNotVerified:
      return Messages.sso.emailNotVerified;
    case SsoResponse.tooManyAttempts:
      return Messages.login.tooManyAttempts;
    case SsoResponse.failed:
      return Messages.sso.failed;
    default:
      return Messages.sso.userNotFound;
  }
}

/** The landing's Login button and the sign-in page's SSO button: to the API's SSO start. */
export function startSingleSignOn(): void {
  window.location.assign(ApiPaths.account.loginSso);
}
