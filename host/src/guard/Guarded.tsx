import { useSession } from '@tac/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { guardDecision } from './guard.ts';

/** Re-checked on every render, so every navigation passes the guard again. */
export function Guarded({ pageClaim, children }: { pageClaim: string; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const mustChangePassword = useSession((s) => s.mustChangePassword);
  // A temporary password is replaced before anything else (the API refuses every other call).
  if (user.loggedIn && mustChangePassword) return <Navigate to="/ChangePassword" replace />;
  const decision = guardDecision(pageClaim, user);
  return decision.allow ? children : <Navigate to={decision.redirectTo} replace />;
}
