import { setCallingRemote } from '@tac/api-client';
import { callingRemote, type RemoteManifestEntry, type RemoteRouteMeta } from '@tac/contracts';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../remotes/RouteErrorBoundary.tsx';
import { loadSignedOutRemote } from '../remotes/signed-out-routes.ts';
import { REMOTE_TIMEOUT_MS, withTimeout } from '../remotes/with-timeout.ts';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; screen?: { path: string; Screen: ComponentType } };

/** What a signed-out route shows besides its screen: loading, its remote failed, no such screen. */
export interface SignedOutFallbacks {
  loading: ReactNode;
  unavailable: (retry: () => void) => ReactNode;
  notFound: ReactNode;
}

/**
 * A remote's signed-out route (`signedOut` in its routes.json: a page opened by a link, such as the
 * customer's signing page): its remote loads from the anonymous manifest's entry, with no guard and no
 * shell, and its screen reads the path's parameters from the router. Its calls use `signedOutApi`,
 * so no console session goes with them (shared/docs/architecture.md "How a remote plugs in"). The
 * shared design system loads beside the remote unless the route is drawn with plain elements
 * (`plainElements`); `fallbacks` are the console's or, for such a route opened signed out, ones
 * that do not bring the design system either. The screen's code is loaded before it is drawn, not
 * through a Suspense boundary: React holds a boundary's content back for a while after its
 * fallback showed, which the page would wait out on every open.
 */
export function SignedOutRoute({
  entry,
  route,
  fallbacks,
}: {
  entry: RemoteManifestEntry;
  route: RemoteRouteMeta;
  fallbacks: SignedOutFallbacks;
}) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    const sharedUi = route.plainElements
      ? undefined
      : import('../remotes/shared-ui.ts').then(({ loadSharedUi }) => loadSharedUi()).catch(() => undefined);
    Promise.all([loadSignedOutRemote(entry, attempt), sharedUi])
      .then(async ([routes]): Promise<Loaded> => {
        const screen = routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase());
        if (!screen) return { status: 'ready' };
        const { default: Screen } = await withTimeout(screen.load(), REMOTE_TIMEOUT_MS, screen.path);
        return { status: 'ready', screen: { path: screen.path, Screen } };
      })
      .then(
        (ready) => active && setLoaded(ready),
        (error: unknown) => {
          console.error(`Remote ${entry.name} failed to load`, error);
          if (active) setLoaded({ status: 'failed' });
        },
      );
    return () => {
      active = false;
    };
  }, [entry, route.path, route.plainElements, attempt]);

  // Its calls name its remote and version, for the API's log lines, as a section's do.
  useEffect(() => {
    setCallingRemote(callingRemote(entry.name, entry.version));
    return () => setCallingRemote(undefined);
  }, [entry.name, entry.version]);

  const retry = () => setAttempt((a) => a + 1);
  if (loaded.status === 'loading') return fallbacks.loading;
  if (loaded.status === 'failed') return fallbacks.unavailable(retry);
  const { screen } = loaded;
  if (!screen) return fallbacks.notFound;
  const { Screen } = screen;
  return (
    <Routes>
      <Route
        path={screen.path}
        element={
          <RouteErrorBoundary key={attempt} fallback={() => fallbacks.unavailable(retry)}>
            <Screen />
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
