import { useSession } from '@tac/session';
import { UiProvider } from '@tac/ui';
import { ServerStateProvider } from '@tac/ui/server-state';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Guarded } from '../guard/Guarded.tsx';
import { RemoteScreen, SectionLoading } from '../remotes/RemoteScreen.tsx';
import { manifestRoutes, useRemotes } from '../remotes/remotes-store.ts';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';
import { HOST_ROUTES } from '../shell/host-routes.ts';
import { Shell } from '../shell/Shell.tsx';
import { RemoteSection } from './RemoteSection.tsx';
import { SignedOutPath } from './SignedOutPath.tsx';

// Seen only after a sign-in with a temporary password, so it stays out of the console's first chunk.
const ChangePasswordPage = lazy(() =>
  import('../password/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

/**
 * Everything past sign-in, with the design system. The router is built from the manifest: each
 * route its remotes' versions provide passes the guard with its page claim, then loads its remote
 * (only then) and shows the screen, or loading, the unavailable fallback, or not found. The host
 * holds no remote's routes: a release that adds a screen adds its route here.
 */
export default function ConsoleRoutes() {
  const remotes = useRemotes((s) => s.remotes);
  const manifest = useRemotes((s) => s.manifest);
  const loggedIn = useSession((s) => s.user.loggedIn);
  const loadAll = useRemotes((s) => s.loadAll);
  const routes = useMemo(() => manifestRoutes(remotes), [remotes]);

  return (
    <UiProvider>
      {/* The console's one server-state cache, for this sign-in: past sign-in only, so /Login loads none of it. */}
      <ServerStateProvider>
        <Routes>
          <Route
            path="/ChangePassword"
            element={
              <Suspense fallback={null}>
                <ChangePasswordPage />
              </Suspense>
            }
          />
          <Route element={<Shell />}>
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Guarded pageClaim={route.pageClaim}>
                    <RemoteSection route={route} />
                  </Guarded>
                }
              />
            ))}
            {/* The host's own screens (Releases), behind their page claims like any remote's. */}
            {HOST_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Guarded pageClaim={route.pageClaim}>
                    <RemoteScreen key={route.path} route={route} />
                  </Guarded>
                }
              />
            ))}
            {/* Until the user's manifest has answered, no path is known to be unknown: a page opened on
                a section waits in the shell, or offers Retry when the manifest failed. */}
            {loggedIn && manifest !== 'ready' && (
              <Route
                path="*"
                element={
                  manifest === 'failed' ? <SectionUnavailable onRetry={loadAll} /> : <SectionLoading />
                }
              />
            )}
          </Route>
          {/* The anonymous manifest tells a remote's signed-out route (a page opened by a link, signed
              in or not) and, signed out, a section (to sign in) from an unknown path. */}
          <Route path="*" element={<SignedOutPath />} />
        </Routes>
      </ServerStateProvider>
    </UiProvider>
  );
}
