import type { AuditEntry, AuditLogCsvQuery } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { runPaged } from '../../db/paged.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { kindOfEntity, RECORD_KINDS } from './kinds.ts';

/** The log's rows with their user's name, filtered by `where` (on audit_log aliased a). */
function entries(db: Db, where: RawBuilder<boolean>) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('app_user as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      isoUtc(sql`a.at`).as('at'),
      'a.user_id as userId',
      sql<string>`coalesce(u.user_name, '')`.as('userName'),
      'a.action',
      'a.entity',
      'a.entity_id as recordId',
      'a.before',
      'a.after',
    ])
    .where(where);
}

type Row = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

/** jsonb comes back parsed from one driver and as text from the other. */
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

export function entryOf(row: Row): AuditEntry {
  const { entity, ...rest } = row;
  return {
    ...rest,
    recordKind: kindOfEntity(entity) ?? entity,
    before: json(row.before),
    after: json(row.after),
  };
}

/** One record's history, newest first (the caller has checked they may see the record). */
export async function recordHistory(
  db: Db,
  entity: string,
  id: number,
  range: OffsetLimit,
): Promise<{ rows: AuditEntry[]; totalCount: number }> {
  // A record's own rows are few: its exact count and page walk its index (entity, id, at, id).
  const { rows, totalCount } = await runPaged(
    entries(db, sql<boolean>`a.entity = ${entity} and a.entity_id = ${String(id)}`)
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc'),
    range,
  );
  return { rows: rows.map(entryOf), totalCount };
}

/** The Audit Log filter: user, record kind, action and time range [from, to). */
function logWhere(filter: AuditLogCsvQuery): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [];
  if (filter.userId !== undefined) conditions.push(sql<boolean>`a.user_id = ${filter.userId}`);
  if (filter.recordKind !== undefined)
    conditions.push(sql<boolean>`a.entity = ${RECORD_KINDS[filter.recordKind].entity}`);
  if (filter.action !== undefined) conditions.push(sql<boolean>`a.action = ${filter.action.trim()}`);
  if (filter.from !== undefined) conditions.push(sql<boolean>`a.at >= ${filter.from}::timestamptz`);
  if (filter.to !== undefined) conditions.push(sql<boolean>`a.at < ${filter.to}::timestamptz`);
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/**
 * Rows the Audit Log counts beyond the end of the page asked for: a total up to there is exact, one
 * past it is answered as "more than" (the log grows by a million rows a year; counting them all
 * read every entry of the filter's index on every page).
 */
export const AUDIT_LOG_COUNT_AHEAD = 2_000;

/** A row the client was shown, and its place in the list then (1-based): pages after it read on from it. */
export interface AuditLogAnchor {
  id: number;
  row: number;
}

/**
 * The whole log filtered, newest first (at, then id), one page and its total (shared/docs/
 * payroll-export.md "History"). Pages are read by an index walk in that order: after `anchor` (the
 * keyset: the rows below a row already shown, so a page reads the same rows whatever was written
 * above it since), else from the newest, skipping the rows before the page in the index alone. The
 * total is exact up to AUDIT_LOG_COUNT_AHEAD rows past the page, and `more` beyond. The count and
 * the page are asked for at once.
 */
export async function auditLog(
  db: Db,
  filter: AuditLogCsvQuery,
  range: OffsetLimit,
  anchor?: AuditLogAnchor,
): Promise<{ rows: AuditEntry[]; totalCount: number; more: boolean }> {
  const where = logWhere(filter);
  const countUpTo = range.offset + range.limit + AUDIT_LOG_COUNT_AHEAD;
  // One statement, one round trip: the count, and the page's rows beside it (none: one row of nulls).
  const read = (after: AuditLogAnchor | undefined) => {
    const below = after
      ? sql<boolean>`(a.at, a.id) < (select r.at, r.id from audit_log r where r.id = ${after.id})`
      : sql<boolean>`true`;
    return sql<Row & { matching: number; pageAt: string }>`
      with counted as (
        select count(*)::int as matching from (select 1 from audit_log a where ${where} limit ${countUpTo + 1}) c
      ), page as (
        select a.id, a.at from audit_log a where ${where} and ${below}
        order by a.at desc, a.id desc offset ${after ? range.offset - after.row : range.offset} limit ${range.limit}
      )
      select counted.matching, e.* from counted left join lateral (
        select a.id, ${isoUtc(sql`a.at`)} as at, a.user_id as "userId", coalesce(u.user_name, '') as "userName",
          a.action, a.entity, a.entity_id as "recordId", a.before, a.after, page.at as "pageAt"
        from page join audit_log a on a.id = page.id left join app_user u on u.id = a.user_id
      ) e on true
      order by e."pageAt" desc, e.id desc`.execute(db);
  };
  const anchored = anchor && range.offset >= anchor.row ? anchor : undefined;
  let { rows } = await read(anchored);
  // An anchor no longer there (or never one): the page by its place.
  if (anchored && rows[0]?.id === null && !(await rowExists(db, anchored.id)))
    ({ rows } = await read(undefined));
  const matching = rows[0]?.matching ?? 0;
  const entries = rows
    .filter((r) => r.id !== null)
    .map(({ matching: _, pageAt: __, ...row }) => entryOf(row));
  return { rows: entries, totalCount: Math.min(matching, countUpTo), more: matching > countUpTo };
}

async function rowExists(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql`select 1 from audit_log where id = ${id}`.execute(db);
  return rows.length > 0;
}

/** The whole log filtered, for the current-view CSV (read by id). */
export function auditLogQuery(db: Db, filter: AuditLogCsvQuery) {
  return entries(db, logWhere(filter));
}
