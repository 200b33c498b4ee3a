import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Ends the session on the server (spec 000 §7 "Logout"): POST {}. */
export function logOut(): Promise<Answer<unknown>> {
  return api.post(ApiPaths.account.logout, {});
}
