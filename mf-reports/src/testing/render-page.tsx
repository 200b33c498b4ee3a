import { api } from '@tac/api-client';
import { useSession } from '@tac/session';
import { bodiesPosted, serveApi } from '@tac/ui/testing';

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
