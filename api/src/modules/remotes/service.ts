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
import { discoverBuiltRemotes, isRemoteName } from './discover.ts';
import type { CandidateFailureBound } from './failure-bound.ts';
import { defaultStable } from './manifest.ts';
import { checkRelease, isBuilt } from './release-check.ts';
import { routeTaken } from './release-routes.ts';
import { insertRelease, isRegistered, registrationAudit } from './release-rows.ts';
import type { RolloutRow } from './rollout-state.ts';

/** A name of a remote's shape (the API holds no list of remotes: any that registers a release is one). */
function knownRemote(name: string): RemoteName {
  if (!isRemoteName(name)) throw new ApiError(404, M.unknownRemote(name));
  return name;
}

/**
 * Registers a build already on this API's disk, of any remote, new ones included. Its release.json
 * (written by the build) says which routes it provides and which shared ranges it needs; the host's
 * says which versions it provides. A misfit is refused, naming the package, so a remote built against
 * another React never reaches a browser; so is a route the host or another remote provides. The
 * routes are stored with the version: the manifest serves them to whoever gets it.
 */
export async function registerRelease(
  db: Db,
  repoRoot: string,
  request: { name: string; version: string },
  userId: number | null,
): Promise<void> {
  const name = knownRemote(request.name);
  const { version } = request;
  const check = await checkRelease(repoRoot, name, version);
  if (!check.ok) throw new ApiError(check.status, check.message);
  const { required, routes } = check;
  const taken = await routeTaken(db, repoRoot, name, routes);
  if (taken) throw new ApiError(409, taken);
  await auditedWrite(db, userId, async (trx) => {
    const inserted = await insertRelease(trx, name, version, check, userId);
    if (!inserted) throw new ApiError(409, M.alreadyRegistered(name, version));
    const after = { name, version, shared: required, routes: routes.map((r) => r.path) };
    return { result: undefined, audit: registrationAudit(name, version, after) };
  });
}

/** The rollout row a change writes: `candidate_since` follows from the action (changeRollout). */
type NextRow = Omit<RolloutRow, 'remote' | 'updated_at' | 'candidate_since'>;

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

/**
 * One audited change of a remote's rollout row: `change` gets the locked row (and the transaction,
 * for what it writes beside) and returns the new one, with `why` for the audit row when the change
 * has a reason of its own. A version of this API's build that the change newly names (a candidate, a
 * promoted or restored stable) passes the registration check again first: the host may have been
 * rebuilt since. A rollout starts the candidate's count of failures afresh (candidate_since).
 */
export async function changeRollout(
  db: Db,
  repoRoot: string,
  userId: number | null,
  name: RemoteName,
  action: 'rollout' | 'promote' | 'rollback',
  change: (row: RolloutRow | undefined, trx: Trx) => Promise<NextRow & { why?: Record<string, unknown> }>,
): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await lockedRow(trx, name);
    const { why, ...next } = await change(before, trx);
    const named = [
      [next.stable_version, next.stable_entry, before?.stable_version],
      [next.candidate_version, next.candidate_entry, before?.candidate_version],
    ] as const;
    for (const [version, entry, was] of named) {
      if (!version || entry || version === was) continue;
      const check = await checkRelease(repoRoot, name, version);
      if (!check.ok) throw new ApiError(check.status, check.message);
    }
    const values = {
      ...next,
      candidate_users: JSON.stringify(next.candidate_users),
      candidate_roles: JSON.stringify(next.candidate_roles),
      updated_at: sql<Date>`now()`,
      candidate_since: !next.candidate_version
        ? null
        : action === 'rollout' || !before?.candidate_since
          ? sql<Date>`now()`
          : before.candidate_since,
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
        after: { ...describeRow(after), ...why },
      },
    };
  });
}

export const noCandidate = {
  candidate_version: null,
  candidate_entry: null,
  candidate_percent: 0,
  candidate_users: [],
  candidate_roles: [],
};

/**
 * Every role and user an audience names must exist (compared ignoring case, as the audience is): a
 * misspelt role would otherwise offer the candidate to nobody, silently. 400 naming the first one.
 */
async function checkAudience(db: Db, roles: readonly string[], users: readonly string[]): Promise<void> {
  if (roles.length > 0) {
    const known = await db.selectFrom('role').select('name').execute();
    const names = new Set(known.map((r) => r.name.toLowerCase()));
    const unknown = roles.find((role) => !names.has(role.toLowerCase()));
    if (unknown !== undefined) throw new ApiError(400, M.unknownRole(unknown));
  }
  if (users.length > 0) {
    const lower = users.map((u) => u.toLowerCase());
    const known = await db
      .selectFrom('app_user')
      .select('user_name')
      .where(sql<string>`lower(user_name)`, 'in', lower)
      .execute();
    const names = new Set(known.map((u) => u.user_name.toLowerCase()));
    const unknown = users.find((user) => !names.has(user.toLowerCase()));
    if (unknown !== undefined) throw new ApiError(400, M.unknownUser(unknown));
  }
}

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
  const registered = await isRegistered(db, name, version);
  if (!registered) throw new ApiError(404, M.notRegistered(name, version));
  if (!(await isBuilt(repoRoot, name, version))) throw new ApiError(404, M.notBuilt(name, version));
  const roles = [...new Set(request.roles ?? [])];
  const users = [...new Set(request.users ?? [])];
  await checkAudience(db, roles, users);
  await changeRollout(db, repoRoot, userId, name, 'rollout', async (row) => {
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
      candidate_users: users,
      candidate_roles: roles,
    };
  });
}

/** The candidate becomes stable for everyone; the old stable is kept for a rollback. */
export async function promoteCandidate(
  db: Db,
  repoRoot: string,
  remote: string,
  userId: number | null,
): Promise<void> {
  const name = knownRemote(remote);
  await changeRollout(db, repoRoot, userId, name, 'promote', async (row) => {
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
export async function rollBack(
  db: Db,
  repoRoot: string,
  remote: string,
  userId: number | null,
): Promise<void> {
  const name = knownRemote(remote);
  await changeRollout(db, repoRoot, userId, name, 'rollback', async (row) => {
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
 * screen: once per user and version (their first manifest naming it), so reading the manifest again
 * raises nothing. A candidate's answer also marks when the user was last given it: its failures are
 * weighed against the users given it lately (withdrawal.ts). A statistic beside the GET, not data a
 * user edits: it is not audited.
 */
export async function countSignIns(
  db: Db,
  entries: readonly RemoteManifestEntry[],
  userId: number,
): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const firstTimes = await trx
      .insertInto('remote_version_user')
      .values(entries.map((e) => ({ remote: e.name, version: e.version, user_id: userId })))
      .onConflict((oc) => oc.columns(['remote', 'version', 'user_id']).doNothing())
      .returning(['remote', 'version'])
      .execute();
    const isFirst = (e: RemoteManifestEntry) =>
      firstTimes.some((f) => f.remote === e.name && f.version === e.version);
    const candidatesAgain = entries.filter((e) => e.channel === 'candidate' && !isFirst(e));
    for (const entry of candidatesAgain)
      await trx
        .updateTable('remote_version_user')
        .set({ last_served_at: sql<Date>`now()` })
        .where('remote', '=', entry.name)
        .where('version', '=', entry.version)
        .where('user_id', '=', userId)
        .execute();
    if (firstTimes.length === 0) return;
    await trx
      .insertInto('remote_version_stat')
      .values(firstTimes.map((e) => ({ remote: e.remote, version: e.version, sign_ins: 1 })))
      .onConflict((oc) =>
        oc.columns(['remote', 'version']).doUpdateSet({ sign_ins: sql`remote_version_stat.sign_ins + 1` }),
      )
      .execute();
  });
}

/**
 * Counts a browser's report that a version failed to load: once per user, remote and version within
 * the bound's window, and only from a user the manifest served that version to, so a signed-in
 * user cannot raise the count by posting again, nor for a version they were never given. A report not
 * counted answers the same (the browser has nothing to do about it). Unknown versions answer 404.
 * Returns whether it counted: a counted report of the candidate may withdraw it (withdrawal.ts).
 */
export async function recordLoadFailure(
  db: Db,
  repoRoot: string,
  request: { name: string; version: string },
  userId: number,
  bound: CandidateFailureBound,
): Promise<boolean> {
  const name = knownRemote(request.name);
  const { version } = request;
  const registered = await isRegistered(db, name, version);
  if (!registered && !(await isBuilt(repoRoot, name, version)))
    throw new ApiError(404, M.notBuilt(name, version));
  const counted = await db.transaction().execute(async (trx) => {
    // One statement claims the report: of racing reports of one user, one finds the window open.
    const claimed = await trx
      .updateTable('remote_version_user')
      .set({ failure_reported_at: sql`now()` })
      .where('remote', '=', name)
      .where('version', '=', version)
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('failure_reported_at', 'is', null),
          eb('failure_reported_at', '<', sql<Date>`now() - make_interval(mins => ${bound.windowMinutes})`),
        ]),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('remote_version_stat')
      .values({ remote: name, version, load_failures: 1 })
      .onConflict((oc) =>
        oc
          .columns(['remote', 'version'])
          .doUpdateSet({ load_failures: sql`remote_version_stat.load_failures + 1` }),
      )
      .execute();
    return true;
  });
  return counted;
}
