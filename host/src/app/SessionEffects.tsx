import { onUnauthorized } from '@tac/api-client';
import { guardRedirect } from '@tac/contracts';
import { getSession, syncSessionAcrossTabs, useSession } from '@tac/session';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { reportPageView } from '../analytics/analytics.ts';
import { useRemotes } from '../remotes/remotes-store.ts';
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

  // A 401 on any call ends the session and returns the user to sign-in with a message.
  useEffect(() => {
    onUnauthorized((message) => {
      if (!getSession().user.loggedIn) return;
      const role = getSession().user.roleName;
      getSession().logout();
      notifyLater('error', message);
      navigate(guardRedirect(role), { replace: true });
    });
    return () => onUnauthorized(undefined);
  }, [navigate]);

  // The manifest is per user (staged rollouts), so it is loaded for each signed-in user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the user changes
  useEffect(() => {
    if (loggedIn) void useRemotes.getState().loadAll();
    else useRemotes.getState().reset();
  }, [loggedIn, userId]);

  useEffect(() => {
    reportPageView(location.pathname);
  }, [location.pathname]);

  return null;
}
