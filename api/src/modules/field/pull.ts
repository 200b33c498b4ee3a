import { createHash, randomUUID } from 'node:crypto';
import type { FieldPullResult } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { DeviceContext } from './credentials.ts';
import { currentSections, SECTIONS, type Section, type SectionRow } from './pull-sections.ts';

type Digests = Partial<Record<Section, Record<string, string>>>;

const digestOf = (row: SectionRow) =>
  createHash('sha1').update(JSON.stringify(row)).digest('base64url').slice(0, 16);
const idOf = (key: string): number | string => (/^\d+$/.test(key) ? Number(key) : key);

/** The rows changed since `before` (all of them without it) and the ids gone. */
export function diffSections(
  now: Record<Section, SectionRow[]>,
  before: Digests | undefined,
): { digests: Digests; changes: FieldPullResult['changes'] } {
  const digests: Digests = {};
  const changes: Record<string, { upserts: SectionRow[]; removals: (number | string)[] }> = {};
  for (const section of SECTIONS) {
    const seen: Record<string, string> = {};
    const upserts: SectionRow[] = [];
    for (const row of now[section]) {
      const digest = digestOf(row);
      seen[String(row.id)] = digest;
      if (before?.[section]?.[String(row.id)] !== digest) upserts.push(row);
    }
    const removals = Object.keys(before?.[section] ?? {})
      .filter((key) => !(key in seen))
      .map(idOf);
    digests[section] = seen;
    if (upserts.length > 0 || removals.length > 0) changes[section] = { upserts, removals };
  }
  return { digests, changes: changes as FieldPullResult['changes'] };
}

/**
 * A pull (shared/docs/field-sync.md "Pull"): what changed since the cursor's answer, including
 * removals; everything when the cursor is missing or unknown. The cursor names the snapshot of
 * digests this answer leaves the device with; the one sent stays valid too, so a pull repeated after
 * a lost answer gets the same changes again. Older snapshots of the device are dropped. Audited.
 */
export async function pull(
  db: Db,
  device: DeviceContext,
  cursor: string | undefined,
  appVersion: string | undefined,
): Promise<FieldPullResult> {
  const now = await currentSections(db, device);
  const prior = cursor
    ? await db
        .selectFrom('field_pull_snapshot')
        .select('digests')
        .where('cursor', '=', cursor)
        .where('device_id', '=', device.deviceId)
        .executeTakeFirst()
    : undefined;
  const before = prior?.digests as Digests | undefined;
  const { digests, changes } = diffSections(now, before);
  const unchanged = before !== undefined && Object.keys(changes).length === 0;
  const next = unchanged ? (cursor as string) : randomUUID();
  const counts = Object.fromEntries(
    Object.entries(changes).map(([section, c]) => [
      section,
      { upserts: c?.upserts.length, removals: c?.removals.length },
    ]),
  );
  await auditedWrite(db, null, async (trx) => {
    if (!unchanged) {
      await trx
        .insertInto('field_pull_snapshot')
        .values({ cursor: next, device_id: device.deviceId, digests: JSON.stringify(digests) })
        .execute();
      await trx
        .deleteFrom('field_pull_snapshot')
        .where('device_id', '=', device.deviceId)
        .where('cursor', 'not in', cursor ? [next, cursor] : [next])
        .execute();
    }
    await trx
      .updateTable('device')
      .set({ last_sync_at: sql`now()`, ...(appVersion ? { app_version: appVersion } : {}) })
      .where('id', '=', device.deviceId)
      .execute();
    return {
      result: undefined,
      audit: {
        action: 'field-pull',
        entity: 'device',
        entityId: device.deviceId,
        before: { cursor: cursor ?? null },
        after: { cursor: next, full: before === undefined, changes: counts },
      },
    };
  });
  return { cursor: next, full: before === undefined, changes };
}
