import type { CandidateWithdrawal, RemoteRelease, RemoteVersion } from '@tac/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RemoteWithdrawalTable } from '../../db/schema.ts';
import { discoverBuiltRemotes, isRemoteName } from './discover.ts';
import { defaultStable } from './manifest.ts';
import { compareVersions } from './versions.ts';

const withdrawalOf = (row: Selectable<RemoteWithdrawalTable> | undefined): CandidateWithdrawal | null =>
  row
    ? {
        version: row.version,
        withdrawnAt: new Date(row.withdrawn_at).toISOString(),
        failedUsers: row.failed_users,
        servedUsers: row.served_users,
      }
    : null;

/**
 * Every remote with a stable version, for the Releases screen: its rollout (stable, candidate with
 * audience, the stable a rollback returns to), the candidate it last withdrew by itself, and each
 * version it has (the default build, registered, named by the rollout or counted), newest first,
 * with sign-ins and load failures.
 */
export async function listReleases(db: Db, repoRoot: string): Promise<RemoteRelease[]> {
  const [built, rollouts, releases, stats, withdrawals] = await Promise.all([
    discoverBuiltRemotes(repoRoot),
    db.selectFrom('remote_rollout').selectAll().execute(),
    db.selectFrom('remote_release').select(['remote', 'version', 'registered_at']).execute(),
    db.selectFrom('remote_version_stat').selectAll().execute(),
    // The latest withdrawal of each remote.
    db
      .selectFrom('remote_withdrawal')
      .distinctOn('remote')
      .selectAll()
      .orderBy('remote')
      .orderBy('withdrawn_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  const names = new Set([
    ...built.map((b) => b.name),
    ...rollouts.map((r) => r.remote),
    ...releases.map((r) => r.remote),
  ]);
  const answer: RemoteRelease[] = [];
  for (const name of [...names].filter(isRemoteName).sort()) {
    const row = rollouts.find((r) => r.remote === name);
    const local = built.find((b) => b.name === name);
    const stableVersion = row?.stable_version ?? (local ? defaultStable(local).version : undefined);
    if (!stableVersion) continue;
    // Of the builds on disk, only the default stable is listed unregistered ("built with the
    // console"): any other is a build never released, or one its registration refused.
    const versions = new Set<string>([
      stableVersion,
      ...(local ? [defaultStable(local).version] : []),
      ...releases.filter((r) => r.remote === name).map((r) => r.version),
      ...stats.filter((s) => s.remote === name).map((s) => s.version),
      ...(row?.candidate_version ? [row.candidate_version] : []),
      ...(row?.previous_stable_version ? [row.previous_stable_version] : []),
    ]);
    answer.push({
      name,
      stableVersion,
      candidate: row?.candidate_version
        ? {
            version: row.candidate_version,
            percent: row.candidate_percent,
            users: row.candidate_users,
            roles: row.candidate_roles,
          }
        : null,
      previousStableVersion: row?.previous_stable_version ?? null,
      withdrawal: withdrawalOf(withdrawals.find((w) => w.remote === name)),
      versions: [...versions]
        .sort((a, b) => compareVersions(b, a))
        .map((version): RemoteVersion => {
          const release = releases.find((r) => r.remote === name && r.version === version);
          const stat = stats.find((s) => s.remote === name && s.version === version);
          return {
            version,
            ...(release ? { registeredAt: new Date(release.registered_at).toISOString() } : {}),
            signIns: Number(stat?.sign_ins ?? 0),
            loadFailures: Number(stat?.load_failures ?? 0),
          };
        }),
    });
  }
  return answer;
}
