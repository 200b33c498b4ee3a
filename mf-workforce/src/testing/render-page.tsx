import { api } from '@tac/api-client';
import { useSession } from '@tac/session';
import { bodiesPosted, serveApi } from '@tac/ui/testing';
import { vi } from 'vitest';
import { demoWorkforce } from './fake-workforce-api.ts';

export { expectToast, renderPage } from '@tac/ui/testing';

/** Signs the test user in with this role and these claims (page, menu and button claims). */
export function signInAs(roleName: string, claims: string[]) {
  useSession.setState((state) => ({
    user: { ...state.user, loggedIn: true, userId: 7, roleName, claimValue: claims },
  }));
}

/** Routes the mocked `api` (vi.mock('@tac/api-client')) to a fake server. */
export const serveWith = (server: { get: unknown; post: unknown }) => serveApi(api, server);

/** The bodies POSTed to a path, in order. */
export const postsTo = (path: string) => bodiesPosted(api, path);

/** A test's start: a fresh demo workforce behind the mocked `api`, its earlier answers and calls cleared. */
export function serveFreshDemo() {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.post).mockReset();
  const fake = demoWorkforce();
  serveWith(fake);
  return fake;
}
