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

async function page(db: Db, where: RawBuilder<boolean>, range: OffsetLimit) {
  const { rows, totalCount } = await runPaged(
    entries(db, where).orderBy('a.at', 'desc').orderBy('a.id', 'desc'),
    range,
  );
  return { rows: rows.map(entryOf), totalCount };
}

/** One record's history, newest first (the caller has checked they may see the record). */
export function recordHistory(
  db: Db,
  entity: string,
  id: number,
  range: OffsetLimit,
): Promise<{ rows: AuditEntry[]; totalCount: number }> {
  return page(db, sql<boolean>`a.entity = ${entity} and a.entity_id = ${String(id)}`, range);
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

/** The whole log filtered, newest first, one page and the count. */
export function auditLog(
  db: Db,
  filter: AuditLogCsvQuery,
  range: OffsetLimit,
): Promise<{ rows: AuditEntry[]; totalCount: number }> {
  return page(db, logWhere(filter), range);
}

/** The whole log filtered, for the current-view CSV (read by id). */
export function auditLogQuery(db: Db, filter: AuditLogCsvQuery) {
  return entries(db, logWhere(filter));
}
