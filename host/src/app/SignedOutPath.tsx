import { guardRedirect } from '@tac/contracts';
import { useSession } from '@tac/session';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { SectionLoading } from '../remotes/RemoteScreen.tsx';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';
import { type PathKind, whatPathIs } from '../remotes/signed-out-routes.ts';
import { type SignedOutFallbacks, SignedOutRoute } from './SignedOutRoute.tsx';

/** Inside the console: its spinner, unavailable fallback and Not Found. */
const CONSOLE_FALLBACKS: SignedOutFallbacks = {
  loading: <SectionLoading />,
  unavailable: (retry) => <SectionUnavailable onRetry={retry} />,
  notFound: <NotFoundPage />,
};

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
  const [found, setFound] = useState<PathKind | undefined>(undefined);

  useEffect(() => {
    let active = true;
    setFound(undefined);
    whatPathIs(pathname).then(
      (result) => active && setFound(result),
      () => active && setFound({ kind: 'section' }),
    );
    return () => {
      active = false;
    };
  }, [pathname]);

  if (found === undefined) return <SectionLoading />;
  // Each kind's entry takes that kind's found (SHOWN's type); TypeScript cannot follow the key here.
  const show = SHOWN[found.kind] as (found: PathKind, user: ShownTo) => ReactNode;
  return show(found, { loggedIn, signInPath: guardRedirect(role) });
}

interface ShownTo {
  loggedIn: boolean;
  signInPath: string;
}

/** What each kind of path shows, signed in or not. */
const SHOWN: {
  [K in PathKind['kind']]: (found: Extract<PathKind, { kind: K }>, user: ShownTo) => ReactNode;
} = {
  signedOut: ({ entry, route }) => (
    <SignedOutRoute entry={entry} route={route} fallbacks={CONSOLE_FALLBACKS} />
  ),
  section: (_, { loggedIn, signInPath }) =>
    loggedIn ? <NotFoundPage /> : <Navigate to={signInPath} replace />,
  unknown: () => <NotFoundPage />,
};
