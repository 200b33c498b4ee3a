import { ROUTE_RULES } from '@tac/contracts';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Guarded } from '../guard/Guarded.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RemoteScreen } from '../remotes/RemoteScreen.tsx';
import { readyRoutes, useRemotes } from '../remotes/remotes-store.ts';
import { Shell } from '../shell/Shell.tsx';
import { PendingSection } from './SectionRoute.tsx';

/**
 * The router is built from the route descriptors the remotes expose. Spec routes whose remote has not
 * given descriptors (still loading, failed, or not deployed) still pass the guard with the claim from
 * the contracts' route table, and then show loading, the unavailable fallback, or not found.
 */
export function AppRoutes() {
  const remotes = useRemotes((s) => s.remotes);
  const routes = useMemo(() => readyRoutes(remotes), [remotes]);
  const served = new Set(routes.map((r) => r.path.toLowerCase()));
  const pending = ROUTE_RULES.filter((rule) => !served.has(rule.path.toLowerCase()));

  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/Login" element={<LoginPage />} />
      <Route path="/Admin" element={<LoginPage admin />} />
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
  );
}
