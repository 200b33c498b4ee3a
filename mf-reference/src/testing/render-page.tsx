import { api } from '@tac/api-client';
import { useSession } from '@tac/session';
import { bodiesPosted, serveApi } from '@tac/ui/testing';
import { toaster } from '@tac/ui/toast';
import { afterEach, beforeEach, vi } from 'vitest';

export { renderPage } from '@tac/ui/testing';

/** Signs the test user in with these claims (page, menu and button claims). */
export function signInWith(claims: string[]) {
  useSession.setState((state) => ({ user: { ...state.user, loggedIn: true, claimValue: claims } }));
}

/** Routes the mocked `api` (vi.mock('@tac/api-client')) to a fake server. */
export const serveWith = (server: { get: unknown; post: unknown }) => serveApi(api, server);

/** The bodies POSTed to a path, in order. */
export const postsTo = (path: string) => bodiesPosted(api, path);

/**
 * Each test of a list page starts on the fake server `makeServer` gives, behind the mocked `api`,
 * signed in with `claims`; its toasts and the mocks' calls are cleared after it.
 */
export function serveEachTest(makeServer: () => { get: unknown; post: unknown }, claims: string[]) {
  beforeEach(() => {
    serveWith(makeServer());
    signInWith(claims);
  });
  afterEach(() => {
    // Here, before the remote setup unmounts the page: removed only after that, a toast was left
    // queued and the next test's failure toast did not show.
    toaster.remove();
    vi.clearAllMocks();
  });
}
