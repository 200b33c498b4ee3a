import {
  ApiPaths,
  findRoute,
  findSignedOutRoute,
  guardRedirect,
  type RemoteManifestEntry,
  type RemoteRouteMeta,
} from '@tac/contracts';
import { useSession } from '@tac/session';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { SectionLoading } from '../remotes/RemoteScreen.tsx';
import { SignedOutRoute } from './SignedOutRoute.tsx';

type Found =
  | { kind: 'signedOut'; entry: RemoteManifestEntry; route: RemoteRouteMeta }
  | { kind: 'section' }
  | { kind: 'unknown' };

/**
 * What a path is, by the manifest's routes for an anonymous caller (asked without the session,
 * whoever is signed in): a remote's signed-out route, a section, or nothing the console has.
 */
async function find(path: string): Promise<Found> {
  const { signedOutApi } = await import('@tac/api-client');
  const entries = (await signedOutApi.get<RemoteManifestEntry[]>(ApiPaths.remotesManifest)).data;
  for (const entry of entries) {
    const found = findSignedOutRoute(entry.routes, path);
    if (found) return { kind: 'signedOut', entry, route: found.route };
  }
  const section = findRoute(
    entries.flatMap((e) => e.routes),
    path,
  );
  return section ? { kind: 'section' } : { kind: 'unknown' };
}

/**
 * A path no route of the console's router took: a remote's signed-out route (a page opened by a
 * link, signed in or not) opens its screen; otherwise, signed out, the host holds no route table, so
 * the manifest tells a section (the guard sends the user to sign in, spec 000 §2) from an unknown
 * path (Page Not Found), and signed in it is not found. When the manifest does not answer, sign-in
 * is the way on.
 */
export function SignedOutPath() {
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.user.loggedIn);
  const role = useSession((s) => s.user.loggedOutUserRole);
  const [found, setFound] = useState<Found | undefined>(undefined);

  useEffect(() => {
    let active = true;
    setFound(undefined);
    find(pathname).then(
      (result) => active && setFound(result),
      () => active && setFound({ kind: 'section' }),
    );
    return () => {
      active = false;
    };
  }, [pathname]);

  if (found === undefined) return <SectionLoading />;
  // Each kind's entry takes that kind's found (SHOWN's type); TypeScript cannot follow the key here.
  const show = SHOWN[found.kind] as (found: Found, user: ShownTo) => ReactNode;
  return show(found, { loggedIn, signInPath: guardRedirect(role) });
}

interface ShownTo {
  loggedIn: boolean;
  signInPath: string;
}

/** What each kind of path shows, signed in or not. */
const SHOWN: { [K in Found['kind']]: (found: Extract<Found, { kind: K }>, user: ShownTo) => ReactNode } = {
  signedOut: ({ entry, route }) => <SignedOutRoute entry={entry} route={route} />,
  section: (_, { loggedIn, signInPath }) =>
    loggedIn ? <NotFoundPage /> : <Navigate to={signInPath} replace />,
  unknown: () => <NotFoundPage />,
};
