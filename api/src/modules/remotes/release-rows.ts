import type { RemoteRouteMeta } from '@tac/contracts';
import type { AuditEntry, Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';

/** Whether a version of a remote is registered (has its remote_release row). */
export async function isRegistered(db: Db, name: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('remote_release')
    .select('version')
    .where('remote', '=', name)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

/** A release that passed its check (release-check.ts): the shared ranges it needs and its routes. */
interface CheckedRelease {
  required: Record<string, string>;
  routes: RemoteRouteMeta[];
}

/** Stores a checked release; false, writing nothing, when that version is registered already. */
export async function insertRelease(
  trx: Trx,
  name: string,
  version: string,
  { required, routes }: CheckedRelease,
  userId: number | null,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('remote_release')
    .values({
      remote: name,
      version,
      shared: JSON.stringify(required),
      routes: JSON.stringify(routes),
      registered_by: userId,
    })
    .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The audit entry of a registration; `after` says what was registered, and from where. */
export function registrationAudit(name: string, version: string, after: unknown): AuditEntry {
  return {
    action: 'register',
    entity: 'remote_release',
    entityId: `${name}@${version}`,
    before: null,
    after,
  };
}
