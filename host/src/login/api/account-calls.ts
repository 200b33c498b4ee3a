import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type LoginResult } from '@tac/contracts';

// Imported on demand by sign-in.ts: the API client (ky) loads with the first sign-in, not with the
// /Login page (shared/docs/releases.md, the budgets).

/** Password sign-in (spec 000 §7 "Login"): POST { UserName, Password }. */
export function postLogin(userName: string, password: string): Promise<Answer<LoginResult>> {
  return api.post<LoginResult>(ApiPaths.account.login, { UserName: userName, Password: password });
}

/** The SSO landing's sign-in: POST { UserName, Code }, the one-time code of the SSO callback. */
export function postLoginToken(userName: string, code: string): Promise<Answer<LoginResult>> {
  return api.post<LoginResult>(ApiPaths.account.getUserLoginToken, { UserName: userName, Code: code });
}

/** Ends the session on the server: POST {}. */
export function postLogout(): Promise<Answer<unknown>> {
  return api.post(ApiPaths.account.logout, {});
}
