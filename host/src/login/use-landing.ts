import { chooseLanding, landingPath } from '@tac/contracts';
import { getSession } from '@tac/session';
import { useNavigate } from 'react-router-dom';
import { useConsoleConfig } from '../app/console-config.ts';
import { isSettled, readyRoutes, useRemotes } from '../remotes/remotes-store.ts';

/** Waits for the remotes of the signed-in user, then goes to the landing route of their role. */
export function useLanding(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // A temporary password is replaced first: the change-password step comes before any landing.
    if (getSession().mustChangePassword) {
      navigate('/ChangePassword', { replace: true });
      return;
    }
    const remotes = useRemotes.getState();
    if (remotes.manifest !== 'ready' || !isSettled(remotes)) await remotes.loadAll();
    const { user } = getSession();
    const available = readyRoutes(useRemotes.getState().remotes).map((r) => r.path);
    const variant = useConsoleConfig.getState().config.landingVariant;
    const target = chooseLanding(user.roleName, user.claimValue, available, variant);
    // With no deployed section open to this user, the role's own landing explains what is missing.
    navigate(target ?? landingPath(user.roleName, variant), { replace: true });
  };
}
