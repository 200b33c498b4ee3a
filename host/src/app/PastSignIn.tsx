import { useSession } from '@tac/session';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type PathKind, whatPathIs } from '../remotes/signed-out-routes.ts';
import { signedOutRouteModule } from './open-early.ts';

// The console (shell, sections, not found) and its design system load after the sign-in page drew.
const ConsoleRoutes = lazy(() => import('./ConsoleRoutes.tsx'));
const ConsoleFallback = lazy(() => import('./ConsoleFallback.tsx'));

const Loading = () => <p style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>Loading…</p>;

/** A plain signed-out route's fallbacks: none of them brings the design system until it is shown. */
const PLAIN_FALLBACKS = {
  loading: <Loading />,
  unavailable: (retry: () => void) => (
    <Suspense fallback={<Loading />}>
      <ConsoleFallback onRetry={retry} />
    </Suspense>
  ),
  notFound: (
    <Suspense fallback={<Loading />}>
      <ConsoleFallback />
    </Suspense>
  ),
};

type Plain = Extract<PathKind, { kind: 'signedOut' }> & {
  Route: Awaited<ReturnType<typeof signedOutRouteModule>>['SignedOutRoute'];
};

/** A plain signed-out route, with the host's code that opens it; undefined for any other path. */
async function plainRoute(path: string): Promise<Plain | undefined> {
  const kind = await whatPathIs(path);
  if (kind.kind !== 'signedOut' || !kind.route.plainElements) return undefined;
  return { ...kind, Route: (await signedOutRouteModule()).SignedOutRoute };
}

/**
 * Every path but the sign-in pages'. A remote's signed-out route drawn with plain elements
 * (`plainElements`, such as the customer's signing page) opens on its own, as the sign-in page
 * does: neither the console's routes nor the design system load first. Signed out, the anonymous
 * manifest (asked as the page loaded: open-early.ts) says whether the path is one; everything else,
 * and every path opened signed in, goes to the console's routes at once, which tell the rest
 * (SignedOutPath).
 */
export function PastSignIn() {
  const { pathname } = useLocation();
  const loggedIn = useSession((s) => s.user.loggedIn);
  const [found, setFound] = useState<{ path: string; plain?: Plain }>();
  const known = found?.path === pathname;

  useEffect(() => {
    if (loggedIn || known) return;
    let active = true;
    const take = (plain?: Plain) => active && setFound({ path: pathname, plain });
    plainRoute(pathname).then(take, () => take());
    return () => {
      active = false;
    };
  }, [pathname, loggedIn, known]);

  let page: ReactNode;
  // Once open, the page stays whoever signs in meanwhile (in another tab).
  if (known && found.plain) {
    const { Route, entry, route } = found.plain;
    page = <Route entry={entry} route={route} fallbacks={PLAIN_FALLBACKS} />;
  } else if (!loggedIn && !known) page = <Loading />;
  else page = <ConsoleRoutes />;
  return <Suspense fallback={<Loading />}>{page}</Suspense>;
}
