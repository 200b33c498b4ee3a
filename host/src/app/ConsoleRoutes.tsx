import { ROUTE_RULES } from '@tac/contracts';
import { UiProvider } from '@tac/ui';
import { ServerStateProvider } from '@tac/ui/server-state';
import { lazy, Suspense, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Guarded } from '../guard/Guarded.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { readyRoutes, useRemotes } from '../remotes/remotes-store.ts';
import { HOST_ROUTES } from '../shell/host-routes.ts';
import { Shell } from '../shell/Shell.tsx';
import { PendingSection } from './SectionRoute.tsx';

// Seen only after a sign-in with a temporary password, so it stays out of the console's first chunk.
const ChangePasswordPage = lazy(() =>
  import('../password/ChangePasswordPage.tsx').then((m) => ({ default: m.ChangePasswordPage })),
);

/**
 * Everything past sign-in, with the design system. The router is built from the route descriptors
 * the loaded remotes expose. Spec routes whose remote has not given descriptors (not opened yet,
 * loading, failed, or not deployed) pass the guard with the claim from the contracts' route table,
 * then load their remote and show it, or loading, the unavailable fallback, or not found.
 */
export default function ConsoleRoutes() {
  const remotes = useRemotes((s) => s.remotes);
  const routes = useMemo(() => readyRoutes(remotes), [remotes]);
  const served = new Set(routes.map((r) => r.path.toLowerCase()));
  const pending = ROUTE_RULES.filter((rule) => !served.has(rule.path.toLowerCase()));

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
                    <RemoteScreen key={route.path} route={route} />
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
            {pending.map((rule) => (
              <Route
                key={rule.path}
                path={rule.path}
                element={
                  <Guarded pageClaim={rule.pageClaim}>
                    <PendingSection rule={rule} />
                  </Guarded>
                }
              />
            ))}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ServerStateProvider>
    </UiProvider>
  );
}
