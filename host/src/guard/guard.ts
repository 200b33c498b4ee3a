import { guardRedirect } from '@tac/contracts';

/**
 * Spec 000 §2 guard: a route is open only to a user holding its page claim; anyone else goes to
 * /Admin when the logged-out role was SystemAdmin, else to /Login. Checked on every navigation.
 */
export function guardDecision(
  pageClaim: string,
  user: { loggedIn: boolean; claimValue: readonly string[]; loggedOutUserRole: string },
): { allow: true } | { allow: false; redirectTo: '/Admin' | '/Login' } {
  if (user.loggedIn && user.claimValue.includes(pageClaim)) return { allow: true };
  return { allow: false, redirectTo: guardRedirect(user.loggedOutUserRole) };
}
