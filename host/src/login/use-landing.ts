import { chooseLanding, landingPath } from '@tac/contracts';
import { getSession } from '@tac/session';
import { useNavigate } from 'react-router-dom';
import { useConsoleConfig } from '../app/console-config.ts';
import { manifestRoutes, useRemotes } from '../remotes/remotes-store.ts';

/**
 * Waits for the signed-in user's manifest, then goes to the landing route of their role; the landing
 * section loads its own remote (and only that one) when it opens.
 */
export function useLanding(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // A temporary password is replaced first: the change-password step comes before any landing.
    if (getSession().mustChangePassword) {
      navigate('/ChangePassword', { replace: true });
      return;
    }
    if (useRemotes.getState().manifest !== 'ready') await useRemotes.getState().loadAll();
    const { user } = getSession();
    const available = manifestRoutes(useRemotes.getState().remotes);
    const variant = useConsoleConfig.getState().config.landingVariant;
    const target = chooseLanding(user.roleName, user.claimValue, available, variant);
    // With no deployed section open to this user, the role's own landing explains what is missing.
    navigate(target ?? landingPath(user.roleName, variant), { replace: true });
  };
}
