import { canOpen, findRoute, guardRedirect } from '@tac/contracts';
import { getSession, syncSessionAcrossTabs, useSession } from '@tac/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reportPageView } from '../analytics/analytics.ts';
import { manifestRoutes, useRemotes } from '../remotes/remotes-store.ts';
import { useConsoleConfig } from './console-config.ts';
import { notifyLater } from './notify-later.ts';

/** Wiring between the session, the API client, the remotes and the router; renders nothing. */
export function SessionEffects() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => s.user.loggedIn);
  const userId = useSession((s) => s.user.userId);

  useEffect(() => {
    void useConsoleConfig.getState().load();
    return syncSessionAcrossTabs();
  }, []);

  // A 401 on any call ends the session and returns the user to sign-in with a message. Registered
  // while signed in (only then can a call carry a token), so /Login does not load the API client.
  // The registration's import resolves before any call's import of the same module made after it.
  useEffect(() => {
    if (!loggedIn) return;
    let active = true;
    const client = import('@tac/api-client');
    void client.then(({ onUnauthorized }) => {
      if (!active) return;
      onUnauthorized((message) => {
        if (!getSession().user.loggedIn) return;
        const role = getSession().user.roleName;
        getSession().logout();
        notifyLater('error', message);
        navigate(guardRedirect(role), { replace: true });
      });
    });
    return () => {
      active = false;
      void client.then(({ onUnauthorized }) => onUnauthorized(undefined));
    };
  }, [navigate, loggedIn]);

  // The manifest is per user (staged rollouts), so it is loaded for each signed-in user. A page loaded
  // on a section starts fetching that section's remote with the manifest, while the shell's own code
  // loads, rather than once the shell has drawn; a section the user may not open is not fetched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the user changes
  useEffect(() => {
    if (!loggedIn) {
      useRemotes.getState().reset();
      return;
    }
    void useRemotes
      .getState()
      .loadAll()
      .then(() => {
        const route = findRoute(manifestRoutes(useRemotes.getState().remotes), window.location.pathname);
        const session = getSession();
        if (route && !session.mustChangePassword && canOpen(route, session.user.claimValue)) {
          void useRemotes.getState().open(route.remote);
        }
      });
  }, [loggedIn, userId]);

  useEffect(() => {
    reportPageView(location.pathname);
  }, [location.pathname]);

  return null;
}
