import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ReleaseMessages as M,
  type RemoteManifestEntry,
  type RemoteName,
  type RolloutRequest,
} from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { sharedSkew } from './compatibility.ts';
import { discoverBuiltRemotes, isRemoteName } from './discover.ts';
import { defaultStable } from './manifest.ts';
import {
  hostBuildDir,
  providedVersions,
  readReleaseRecord,
  remoteBuildDir,
  requiredRanges,
} from './release-record.ts';
import type { RolloutRow } from './rollout-state.ts';
import { VERSION_PATTERN } from './versions.ts';

function knownRemote(name: string): RemoteName {
  if (!isRemoteName(name)) throw new ApiError(404, M.unknownRemote(name));
  return name;
}

const isBuilt = (repoRoot: string, name: string, version: string) =>
  VERSION_PATTERN.test(version) &&
  stat(path.join(remoteBuildDir(repoRoot, name, version), 'remoteEntry.js')).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Registers a build already on this API's disk. Its release.json (written by the build) says which
 * shared ranges it needs; the host's says which versions it provides. A misfit is refused, naming the
 * package, so a remote built against another React never reaches a browser.
 */
export async function registerRelease(
  db: Db,
  repoRoot: string,
  request: { name: string; version: string },
  userId: number | null,
): Promise<void> {
  const name = knownRemote(request.name);
  const { version } = request;
  if (!(await isBuilt(repoRoot, name, version))) throw new ApiError(404, M.notBuilt(name, version));
  const record = await readReleaseRecord(remoteBuildDir(repoRoot, name, version));
  if (!record) throw new ApiError(409, M.noRecord(name, version));
  const host = await readReleaseRecord(hostBuildDir(repoRoot));
  if (!host) throw new ApiError(409, M.noHostRecord);
  const required = requiredRanges(record);
  const skew = sharedSkew(required, providedVersions(host));
  if (skew) throw new ApiError(409, skew);
  await auditedWrite(db, userId, async (trx) => {
    const inserted = await trx
      .insertInto('remote_release')
      .values({ remote: name, version, shared: JSON.stringify(required), registered_by: userId })
      .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!inserted) throw new ApiError(409, M.alreadyRegistered(name, version));
    return {
      result: undefined,
      audit: {
        action: 'register',
        entity: 'remote_release',
        entityId: `${name}@${version}`,
        before: null,
        after: { name, version, shared: required },
      },
    };
  });
}

async function lockedRow(trx: Trx, name: string): Promise<RolloutRow | undefined> {
  return trx
    .selectFrom('remote_rollout')
    .selectAll()
    .where('remote', '=', name)
    .forUpdate()
    .executeTakeFirst();
}

/** The stable version a remote serves now: its pinned one, else the default build. */
async function currentStable(repoRoot: string, name: RemoteName, row: RolloutRow | undefined) {
  if (row?.stable_version) return row.stable_version;
  const built = (await discoverBuiltRemotes(repoRoot)).find((b) => b.name === name);
  return built ? defaultStable(built).version : undefined;
}

const describeRow = (row: RolloutRow | undefined) =>
  row && {
    stable: row.stable_version,
    candidate: row.candidate_version && {
      version: row.candidate_version,
      percent: row.candidate_percent,
      users: row.candidate_users,
      roles: row.candidate_roles,
    },
    previousStable: row.previous_stable_version,
  };

/** One audited change of a remote's rollout row: `change` gets the locked row and returns the new one. */
async function changeRollout(
  db: Db,
  userId: number | null,
  name: RemoteName,
  action: 'rollout' | 'promote' | 'rollback',
  change: (row: RolloutRow | undefined) => Promise<Omit<RolloutRow, 'remote' | 'updated_at'>>,
): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await lockedRow(trx, name);
    const next = await change(before);
    const values = {
      ...next,
      candidate_users: JSON.stringify(next.candidate_users),
      candidate_roles: JSON.stringify(next.candidate_roles),
      updated_at: sql<Date>`now()`,
    };
    const after = await trx
      .insertInto('remote_rollout')
      .values({ remote: name, ...values })
      .onConflict((oc) => oc.column('remote').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      result: undefined,
      audit: {
        action,
        entity: 'remote_rollout',
        entityId: name,
        before: describeRow(before) ?? null,
        after: describeRow(after),
      },
    };
  });
}

const noCandidate = {
  candidate_version: null,
  candidate_entry: null,
  candidate_percent: 0,
  candidate_users: [],
  candidate_roles: [],
};

/**
 * Offers a registered version to an audience, replacing any earlier candidate. The stable it falls back
 * to is pinned at the same time, so a later build of the package.json version does not move it.
 */
export async function rolloutCandidate(
  db: Db,
  repoRoot: string,
  request: RolloutRequest,
  userId: number | null,
): Promise<void> {
  const name = knownRemote(request.name);
  const { version } = request;
  const registered = await db
    .selectFrom('remote_release')
    .select('version')
    .where('remote', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!registered) throw new ApiError(404, M.notRegistered(name, version));
  if (!(await isBuilt(repoRoot, name, version))) throw new ApiError(404, M.notBuilt(name, version));
  await changeRollout(db, userId, name, 'rollout', async (row) => {
    const stable = await currentStable(repoRoot, name, row);
    if (!stable) throw new ApiError(409, M.noStable(name));
    if (stable === version) throw new ApiError(409, M.isStable(name, version));
    return {
      stable_version: stable,
      stable_entry: row?.stable_entry ?? null,
      previous_stable_version: row?.previous_stable_version ?? null,
      candidate_version: version,
      candidate_entry: null,
      candidate_percent: request.percent,
      candidate_users: [...new Set(request.users ?? [])],
      candidate_roles: [...new Set(request.roles ?? [])],
    };
  });
}

/** The candidate becomes stable for everyone; the old stable is kept for a rollback. */
export async function promoteCandidate(db: Db, remote: string, userId: number | null): Promise<void> {
  const name = knownRemote(remote);
  await changeRollout(db, userId, name, 'promote', async (row) => {
    if (!row?.candidate_version) throw new ApiError(409, M.noCandidate(name));
    return {
      ...noCandidate,
      stable_version: row.candidate_version,
      stable_entry: row.candidate_entry,
      previous_stable_version: row.stable_version,
    };
  });
}

/**
 * Withdraws the candidate; with none, returns to the stable before the last promote. Either way every
 * user is on a version that ran before, from their next page load.
 */
export async function rollBack(db: Db, remote: string, userId: number | null): Promise<void> {
  const name = knownRemote(remote);
  await changeRollout(db, userId, name, 'rollback', async (row) => {
    if (row?.candidate_version) {
      return { ...row, ...noCandidate };
    }
    if (row?.previous_stable_version) {
      return {
        ...noCandidate,
        stable_version: row.previous_stable_version,
        stable_entry: null,
        previous_stable_version: null,
      };
    }
    throw new ApiError(409, M.nothingToRollBack(name));
  });
}

/**
 * Counts which version each remote's manifest answer named for a signed-in user, for the Releases
 * screen. A statistic beside the GET, not data a user edits: it is not audited.
 */
export async function countSignIns(db: Db, entries: readonly RemoteManifestEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('remote_version_stat')
    .values(entries.map((e) => ({ remote: e.name, version: e.version, sign_ins: 1 })))
    .onConflict((oc) =>
      oc.columns(['remote', 'version']).doUpdateSet({ sign_ins: sql`remote_version_stat.sign_ins + 1` }),
    )
    .execute();
}

/**
 * Counts a browser's report that a version failed to load. Only versions this API serves or has
 * registered are counted, so a caller cannot fill the table with made-up names.
 */
export async function recordLoadFailure(
  db: Db,
  repoRoot: string,
  request: { name: string; version: string },
): Promise<void> {
  const name = knownRemote(request.name);
  const { version } = request;
  const registered = await db
    .selectFrom('remote_release')
    .select('version')
    .where('remote', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!registered && !(await isBuilt(repoRoot, name, version)))
    throw new ApiError(404, M.notBuilt(name, version));
  await db
    .insertInto('remote_version_stat')
    .values({ remote: name, version, load_failures: 1 })
    .onConflict((oc) =>
      oc
        .columns(['remote', 'version'])
        .doUpdateSet({ load_failures: sql`remote_version_stat.load_failures + 1` }),
    )
    .execute();
}
