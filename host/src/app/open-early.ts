import { PUBLIC_PATHS } from '@tac/contracts/routes';
import { storedUser } from '@tac/session/stored';
import { preloadSignedOutRemote, whatPathIs } from '../remotes/signed-out-routes.ts';

/** The host's code that opens a signed-out route (with the API client): one import, one chunk. */
export const signedOutRouteModule = () => import('./SignedOutRoute.tsx');

/**
 * Called by the host's first script, before React loads. A signed-out page load on a path other than
 * the sign-in pages asks the manifest what the path is at once, beside the script, and a plain
 * signed-out route (`plainElements`: a page opened by a link, such as the customer's signing page)
 * has its remote, its screen and the host's code that opens it fetched while React loads.
 */
export function openEarly(path: string): void {
  const lower = path.toLowerCase();
  if (PUBLIC_PATHS.some((p) => p.toLowerCase() === lower) || storedUser()?.loggedIn) return;
  whatPathIs(path).then(
    (found) => {
      if (found.kind !== 'signedOut' || !found.route.plainElements) return;
      preloadSignedOutRemote(found.entry, found.route.path);
      void signedOutRouteModule();
    },
    () => {},
  );
}
