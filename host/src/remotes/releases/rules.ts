import type { RemoteRelease } from '@tac/contracts';

/** "10% of users · roles Contribute · users pm@demo.local", or "nobody" for an empty audience. */
export function describeAudience(candidate: NonNullable<RemoteRelease['candidate']>): string {
  const parts: string[] = [];
  if (candidate.percent > 0) parts.push(`${candidate.percent}% of users`);
  if (candidate.roles.length) parts.push(`roles ${candidate.roles.join(', ')}`);
  if (candidate.users.length) parts.push(`users ${candidate.users.join(', ')}`);
  return parts.length ? parts.join(' · ') : 'nobody';
}

export type ReleaseAction = 'promote' | 'rollback';

/** The question the confirmation asks, naming what every user will load afterwards. */
export function confirmText(remote: RemoteRelease, action: ReleaseAction): string {
  if (action === 'promote') {
    return `Promote ${remote.name} ${remote.candidate?.version} to stable? Every user loads it from their next page load.`;
  }
  if (remote.candidate) {
    return `Withdraw the candidate ${remote.candidate.version} of ${remote.name}? Its users go back to ${remote.stableVersion}.`;
  }
  return `Roll ${remote.name} back from ${remote.stableVersion} to ${remote.previousStableVersion}? Every user loads it from their next page load.`;
}

/** Rolling back needs a candidate to withdraw or an earlier stable to return to. */
export const canRollBack = (remote: RemoteRelease) => !!remote.candidate || !!remote.previousStableVersion;
