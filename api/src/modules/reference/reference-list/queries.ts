import type { SearchTextEntry } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type AuditEntry, auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { runPaged } from '../../../db/paged.ts';
import { applySearch } from '../../../db/search.ts';
import { ApiError } from '../../../http/envelope.ts';
import type { OffsetLimit } from '../../../http/paging.ts';
import type { ListContext, ReferenceList, RowColumn } from './definition.ts';

/*
 * The reads and audited writes of every reference list, driven by its definition. Table and column
 * names come from the definition (never from a request), so they are written with sql.table/sql.ref;
 * each definition's own types check the values it writes.
 */

const expression = (column: RowColumn): RawBuilder<unknown> =>
  typeof column === 'string' ? sql.ref(column) : column;

function liveRows(db: Db, list: ReferenceList, context: ListContext) {
  const selection = Object.entries(list.columns(context)).map(([field, column]) =>
    expression(column).as(field),
  );
  const query = db.selectFrom(list.table).select(selection);
  return list.hidesDeleted ? query.where(sql<boolean>`not is_deleted`) : query;
}

/**
 * The rows a list shows: live, matching the column searches (an unknown FieldName is a 400). The
 * list pages it; its current view as CSV (modules/current-view) streams it.
 */
export function referenceListQuery(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  search: readonly SearchTextEntry[] | undefined,
) {
  return applySearch(liveRows(db, list, context), search, list.searchable);
}

export function listRows(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
) {
  let query = referenceListQuery(db, list, context, search);
  for (const key of list.sort) query = query.orderBy(expression(key));
  return runPaged(query, range);
}

/** Bounds a list's choices (`choices` in its definition): a list offered whole is a short one. */
export const REFERENCE_CHOICES_MAX = 1000;

/** Every live row in the list's order, up to REFERENCE_CHOICES_MAX: a list's choices. */
export function choiceRows(db: Db, list: ReferenceList, context: ListContext) {
  let query = liveRows(db, list, context);
  for (const key of list.sort) query = query.orderBy(expression(key));
  return query.limit(REFERENCE_CHOICES_MAX).execute();
}

export function findRow(db: Db, list: ReferenceList, context: ListContext, id: number) {
  return liveRows(db, list, context).where(sql<boolean>`id = ${id}`).executeTakeFirst();
}

/** The live row, locked until the write's transaction ends; a 404 when there is none. */
async function lockRow(trx: Trx, list: ReferenceList, context: ListContext, id: number) {
  const row = await liveRows(trx, list, context)
    .where(sql<boolean>`id = ${id}`)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new ApiError(404, list.messages.notFound);
  return row;
}

/** Refuses (409) a value a live row other than `exceptId` already has, before anything is written. */
async function assertUnique(trx: Trx, list: ReferenceList, value: string, exceptId: number | null) {
  const column = sql.ref(list.unique.column);
  const same = list.unique.ignoreCase ? sql`lower(${column}) = lower(${value})` : sql`${column} = ${value}`;
  const { rows } = await sql`
    select 1 from ${sql.table(list.table)}
    where ${same}
    ${list.hidesDeleted ? sql`and not is_deleted` : sql``}
    ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}
    limit 1`.execute(trx);
  if (rows.length > 0) throw new ApiError(409, list.messages.duplicate);
}

/**
 * Runs a write; a unique index's refusal becomes the same 409 as `assertUnique`. Two saves racing
 * can both pass the check (neither sees the other's uncommitted row); the index stops the second.
 */
async function refuseDuplicates<T>(list: ReferenceList, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, list.messages.duplicate);
    throw error;
  }
}

function written(values: object): [string, unknown][] {
  return Object.entries(values).filter(([, value]) => value !== undefined);
}

/**
 * Adds a row inside a write's transaction: the row as listed and its audit entry. `ifFree`: a row
 * another write holds the value for is left alone (`on conflict do nothing`, waiting for that write
 * to end) and the answer is undefined, for a caller that then updates the row it finds.
 */
export async function insertRow(
  trx: Trx,
  list: ReferenceList,
  context: ListContext,
  input: unknown,
  ifFree = false,
): Promise<{ result: unknown; audit: AuditEntry } | undefined> {
  const values = written(list.save.values(input, undefined));
  const { rows } = await sql<{ id: number }>`
    insert into ${sql.table(list.table)} (${sql.join(values.map(([column]) => sql.ref(column)))})
    values (${sql.join(values.map(([, value]) => value))})
    ${ifFree ? sql`on conflict do nothing` : sql``}
    returning id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const row = await lockRow(trx, list, context, id);
  return {
    result: row,
    audit: { action: 'create', entity: list.entity, entityId: id, before: null, after: row },
  };
}

/** Writes `input` over the locked row `before` (id `id`) inside a write's transaction. */
export async function changeRow(
  trx: Trx,
  list: ReferenceList,
  context: ListContext,
  id: number,
  before: unknown,
  input: unknown,
): Promise<{ result: unknown; audit: AuditEntry }> {
  const values = written(list.save.values(input, before as never));
  await sql`
    update ${sql.table(list.table)}
    set ${sql.join(values.map(([column, value]) => sql`${sql.ref(column)} = ${value}`))}, updated_at = now()
    where id = ${id}`.execute(trx);
  const after = await lockRow(trx, list, context, id);
  return { result: after, audit: { action: 'update', entity: list.entity, entityId: id, before, after } };
}

export function createRow(db: Db, list: ReferenceList, context: ListContext, userId: number, input: unknown) {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertUnique(trx, list, list.save.uniqueValue(input), null);
    return (await insertRow(trx, list, context, input)) as { result: unknown; audit: AuditEntry };
  });
  return refuseDuplicates(list, write);
}

export function updateRow(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  userId: number,
  id: number,
  input: unknown,
) {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await lockRow(trx, list, context, id);
    list.save.beforeUpdate?.(before, input);
    await assertUnique(trx, list, list.save.uniqueValue(input), id);
    return changeRow(trx, list, context, id, before, input);
  });
  return refuseDuplicates(list, write);
}

/**
 * The live rows holding these values of the list's unique column (ignoring case where the list's
 * rule does), each with its table id and value; `lock` keeps them locked until the transaction ends.
 */
export async function rowsByValue(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  values: readonly string[],
  lock = false,
): Promise<{ row: Record<string, unknown>; id: number; value: string }[]> {
  const column = sql.ref(list.unique.column);
  const found: { row: Record<string, unknown>; id: number; value: string }[] = [];
  for (let i = 0; i < values.length; i += 5000) {
    const chunk = values.slice(i, i + 5000);
    const match = list.unique.ignoreCase
      ? sql<boolean>`lower(${column}) in (${sql.join(chunk.map((v) => sql`lower(${v})`))})`
      : sql<boolean>`${column} in (${sql.join(chunk)})`;
    const query = liveRows(db, list, context)
      .select([sql<number>`id`.as('__id'), sql<string>`${column}`.as('__value')])
      .where(match);
    const rows = (await (lock ? query.forUpdate() : query).execute()) as Record<string, unknown>[];
    for (const { __id, __value, ...row } of rows)
      found.push({ row, id: __id as number, value: __value as string });
  }
  return found;
}

/** Soft or hard, as the definition says; the audit row keeps what the row was either way. */
export async function deleteRow(
  db: Db,
  list: ReferenceList,
  context: ListContext,
  userId: number,
  id: number,
) {
  await auditedWrite(db, userId, async (trx) => {
    const before = await lockRow(trx, list, context, id);
    const table = sql.table(list.table);
    await (list.remove?.kind === 'hard'
      ? sql`delete from ${table} where id = ${id}`
      : sql`update ${table} set is_deleted = true, updated_at = now() where id = ${id}`
    ).execute(trx);
    return {
      result: undefined,
      audit: { action: 'delete', entity: list.entity, entityId: id, before, after: null },
    };
  });
}
