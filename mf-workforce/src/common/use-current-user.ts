import { useSession } from '@tac/session';

/** The signed-in user's role name and claims, which decide the icons and fields (spec 001 §6). */
export function useCurrentUser(): { role: string; claims: readonly string[] } {
  const role = useSession((s) => s.user.roleName);
  const claims = useSession((s) => s.user.claimValue);
  return { role, claims };
}
