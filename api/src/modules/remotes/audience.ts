import type { Candidate } from './rollout.ts';

/** 32-bit FNV-1a: stable across processes and replicas, so a user keeps the same version. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface AudienceUser {
  userId: number;
  userName: string;
  roleName: string;
}

const includesIgnoringCase = (list: readonly string[] | undefined, value: string) =>
  !!list?.some((item) => item.toLowerCase() === value.toLowerCase());

/**
 * Whether a signed-in user gets a remote's candidate: listed by role or user name, or within the
 * percentage by `fnv1a(userId + ':' + remote) % 100`. Hashing with the remote name spreads the
 * early users differently per remote. Anonymous callers always get stable.
 */
export function inCandidateAudience(
  candidate: Candidate,
  user: AudienceUser | null,
  remote: string,
): boolean {
  if (!user) return false;
  if (includesIgnoringCase(candidate.roles, user.roleName)) return true;
  if (includesIgnoringCase(candidate.users, user.userName)) return true;
  const percent = candidate.percent ?? 0;
  return fnv1a(`${user.userId}:${remote}`) % 100 < percent;
}
