import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../../db/audit.ts';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

/** One side of an assignment table: a device's employees or projects, or a project's or employee's devices. */
export interface LinkSide {
  table: 'device_employee' | 'device_project';
  /** The fixed end: e.g. device_id of one device. */
  ownerColumn: 'device_id' | 'employee_id' | 'project_id';
  ownerId: number;
  /** The end being set: e.g. employee_id. */
  itemColumn: 'device_id' | 'employee_id' | 'project_id';
  /**
   * Which items this user may see (a condition on `item.division_id` of the item's own table):
   * the assign lists showed only those, so only those are removed when left out; links to items
   * outside the user's scope are kept as they are.
   */
  itemTable: 'device' | 'employee' | 'project';
  visible: RawBuilder<boolean>;
}

/**
 * Makes the saves of one link table run one at a time, until the save's transaction ends: without
 * it two saves of one owner both read the same links, each adds its own, and the stored list is the
 * union of both (shared/docs/remotes/workforce.md "Saves of one list"). The lock is the table's, not
 * the owner row's: a device's save and a project's save that link the same pair would otherwise wait
 * on each other's insert of that pair and on each other's owner row, and deadlock. These saves are
 * short and seldom, so one at a time per table costs nothing a user notices.
 */
async function lockLinks(trx: Trx, side: LinkSide): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`tac:workforce:${side.table}`}))`.execute(trx);
}

/** Item ids linked to the owner, ascending (all, or only the visible ones). */
async function linked(trx: Trx, side: LinkSide, onlyVisible: boolean): Promise<number[]> {
  const rows = await sql<{ id: number }>`select l.${sql.ref(side.itemColumn)} as id
    from ${sql.table(side.table)} l
    join ${sql.table(side.itemTable)} item on item.id = l.${sql.ref(side.itemColumn)}
    where l.${sql.ref(side.ownerColumn)} = ${side.ownerId} and (${onlyVisible ? side.visible : sql`true`})
    order by 1`.execute(trx);
  return rows.rows.map((r) => r.id);
}

/** Adds links to `ids` (those already there are left alone). */
export async function addLinks(trx: Trx, side: LinkSide, ids: readonly number[]): Promise<void> {
  const other = side.table === 'device_employee' ? 'employee_id' : 'project_id';
  const pair = (id: number) =>
    side.ownerColumn === 'device_id' ? sql`(${side.ownerId}, ${id})` : sql`(${id}, ${side.ownerId})`;
  for (let i = 0; i < ids.length; i += CHUNK) {
    await sql`insert into ${sql.table(side.table)} (device_id, ${sql.ref(other)})
      values ${sql.join(ids.slice(i, i + CHUNK).map(pair))} on conflict do nothing`.execute(trx);
  }
}

/**
 * Sets the owner's visible links to exactly `ids` (Replace, or an assign list's Save): visible links
 * left out are removed, new ones added; with 'append' (Append) only the ids it lacks are added, none
 * twice. Returns the owner's whole link list before and after, for the audit row. Run inside the
 * save's transaction, so a failure leaves the links as they were; other saves of the table wait until
 * it ends.
 */
export async function setLinks(
  trx: Trx,
  side: LinkSide,
  ids: readonly number[],
  mode: 'replace' | 'append' = 'replace',
): Promise<{ before: number[]; after: number[] }> {
  await lockLinks(trx, side);
  const before = await linked(trx, side, false);
  const wanted = new Set(ids);
  if (mode === 'replace') {
    const removed = (await linked(trx, side, true)).filter((id) => !wanted.has(id));
    for (let i = 0; i < removed.length; i += CHUNK) {
      await sql`delete from ${sql.table(side.table)}
        where ${sql.ref(side.ownerColumn)} = ${side.ownerId}
        and ${sql.ref(side.itemColumn)} in (${sql.join(removed.slice(i, i + CHUNK))})`.execute(trx);
    }
  }
  const have = new Set(before);
  await addLinks(
    trx,
    side,
    [...wanted].filter((id) => !have.has(id)),
  );
  return { before, after: await linked(trx, side, false) };
}

/** The ids in one list and not the other: the rows whose assignments a save changed. */
export function changed(before: readonly number[], after: readonly number[]): number[] {
  const a = new Set(after);
  const b = new Set(before);
  return [...before.filter((id) => !a.has(id)), ...after.filter((id) => !b.has(id))];
}

/** Records who changed these rows (their Modified By) and when. */
export async function touch(
  trx: Trx,
  table: 'project' | 'employee' | 'device',
  ids: readonly number[],
  userId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable(table)
    .set({ modified_by_id: userId, modified_at: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}
