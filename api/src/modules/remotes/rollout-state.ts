import { readFile } from 'node:fs/promises';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { RemoteRolloutTable } from '../../db/schema.ts';
import { isRemoteName } from './discover.ts';
import { servedHere, type VersionRef } from './entry-check.ts';
import { parseRolloutFile, type RolloutEntry, type RolloutFile } from './rollout.ts';

export type RolloutRow = Selectable<RemoteRolloutTable>;

/** One rollout row in the shape the manifest resolves (the same shape as TAC_REMOTES_FILE). */
export function rowToEntry(row: RolloutRow): RolloutEntry {
  const entry: RolloutEntry = {};
  if (row.stable_version) {
    entry.stable = { version: row.stable_version, ...(row.stable_entry ? { entry: row.stable_entry } : {}) };
  }
  if (row.candidate_version) {
    entry.candidate = {
      version: row.candidate_version,
      ...(row.candidate_entry ? { entry: row.candidate_entry } : {}),
      percent: row.candidate_percent,
      users: row.candidate_users,
      roles: row.candidate_roles,
    };
  }
  return entry;
}

/**
 * The rollout state, read from the database on each manifest answer: a rollout, promote or rollback
 * made on any replica applies to the next page load or sign-in with nothing to invalidate. The table
 * holds a row per remote (a handful), so the read costs about one indexed query.
 */
export async function readRolloutState(db: Db): Promise<RolloutFile> {
  const rows = await db.selectFrom('remote_rollout').selectAll().execute();
  return Object.fromEntries(rows.map((row) => [row.remote, rowToEntry(row)]));
}

/** The entry URL a row keeps: none for this server's build, even when the file spelt out its path. */
const foreignEntry = (name: string, ref: VersionRef | undefined) =>
  ref?.entry && !servedHere(name, ref) ? ref.entry : null;

/**
 * TAC_REMOTES_FILE seeds the rollout state: a remote the database has no row for takes the file's
 * plan, at start. After that the database is the truth (the rollout calls change it), so editing the
 * file again changes nothing for a remote already seeded. A broken file stops the start.
 */
export async function seedRolloutFromFile(db: Db, file: string | undefined): Promise<string[]> {
  if (!file) return [];
  const plan = parseRolloutFile(await readFile(file, 'utf8'), file);
  const rows = Object.entries(plan)
    .filter(([name]) => isRemoteName(name))
    .map(([remote, { stable, candidate }]) => ({
      remote,
      stable_version: stable?.version ?? null,
      stable_entry: foreignEntry(remote, stable),
      candidate_version: candidate?.version ?? null,
      candidate_entry: foreignEntry(remote, candidate),
      candidate_percent: Math.round(candidate?.percent ?? 0),
      candidate_users: JSON.stringify(candidate?.users ?? []),
      candidate_roles: JSON.stringify(candidate?.roles ?? []),
    }));
  if (rows.length === 0) return [];
  const seeded = await db
    .insertInto('remote_rollout')
    .values(rows)
    .onConflict((oc) => oc.column('remote').doNothing())
    .returning('remote')
    .execute();
  return seeded.map((r) => r.remote);
}
