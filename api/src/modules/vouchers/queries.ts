import {
  VoucherSearchField as F,
  OPEN_SIGNATURE_REQUEST_STATUSES,
  type SearchTextEntry,
  type TmLogRow,
  VOUCHER_REVISION_KEY_FIELDS,
  type VoucherAttachment,
  VoucherMessages,
  type VoucherRecord,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { type Db, databaseKind, selectValues } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { allOf, type Condition, fieldKey, searchConditions } from '../../db/search.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { servableAttachments } from '../../images/servable.ts';
import { voucherStatusSql } from './lifecycle.ts';
import type { VoucherDays } from './query-dates.ts';
import { EACH_REVISION, LATEST_REVISION, type RevisionColumns, voucherFields } from './search.ts';

export interface VoucherListInput {
  scope: DivisionScope;
  days: VoucherDays;
  search: readonly SearchTextEntry[] | undefined;
  page: OffsetLimit;
  /** The business time zone: the synced-date search finds the syncs of that zone's calendar day. */
  timeZone: string;
}

/** A page as the JSON text of its rows (VoucherRecord[]), with the exact count of all matches. */
export interface PagedJson {
  rowsJson: string;
  totalCount: number;
}

/** The divisions a user sees, on tm_voucher aliased v. */
const scoped = (scope: DivisionScope): Condition => inScope('v.division_id', scope);

/**
 * The names a row shows, joined on tm_voucher aliased v: device d, project pr, task code k. Joined
 * rather than looked up per row: a page's five scalar subqueries a row cost more CPU on PGlite.
 */
export const NAMES = sql`join device d on d.id = v.device_id join project pr on pr.id = v.project_id
  join task k on k.id = v.task_id`;

/** NAMES for a Kysely query: tm_voucher v with its device d, project pr and task code k joined. */
export const vouchersWithNames = (db: Db) =>
  db
    .selectFrom('tm_voucher as v')
    .innerJoin('device as d', 'd.id', 'v.device_id')
    .innerJoin('project as pr', 'pr.id', 'v.project_id')
    .innerJoin('task as k', 'k.id', 'v.task_id');

type RowField<Row> = readonly [keyof Row & string, RawBuilder<unknown>];
/** A field both lists' rows have. */
type BothRowsField = readonly [keyof VoucherRecord & keyof TmLogRow, RawBuilder<unknown>];

/** A voucher's ids, the same on the voucher list's rows and the T&M Log's (on tm_voucher v). */
export const VOUCHER_IDS: readonly BothRowsField[] = [
  ['voucherId', sql`v.id`],
  ['deviceId', sql`v.device_id`],
  ['projectId', sql`v.project_id`],
  ['taskCodeID', sql`v.task_id`],
  ['tmVoucherNumber', sql`v.voucher_number`],
];

/** A voucher's day and the names NAMES joins, the same on both lists' rows. */
export const VOUCHER_NAMES: readonly BothRowsField[] = [
  ['deviceName', sql`d.name`],
  // A date in JSON is written YYYY-MM-DD whatever the server's DateStyle, cheaper than to_char.
  ['createdDate', sql`v.created_date`],
  ['projectNumber', sql`pr.project_number`],
  ['projectName', sql`pr.name`],
  ['taskNumber', sql`k.task_number`],
  ['taskName', sql`k.name`],
];

/** A row as its contract names its fields, built as one JSON object in SQL. */
export function jsonRow<Row>(fields: readonly RowField<Row>[]): RawBuilder<unknown> {
  return sql`json_build_object(${sql.join(fields.map(([name, value]) => sql`${sql.lit(name)}, ${value}`))})`;
}

/** The name of a revision's PDF; the route names the file it sends the same way. */
export const voucherPdfName = (voucherNumber: string, version: number) =>
  `TMVoucher_${voucherNumber}_Rev${version}.pdf`;

/**
 * A row's fields as the contract names them (VoucherRecord), on tm_voucher aliased v with NAMES and
 * the revision fields at `revision` (the latest revision's copy, or each revision's own).
 */
function rowFields(
  revision: RevisionColumns & { id: RawBuilder<number>; hasAttachment: RawBuilder<boolean> },
): RawBuilder<unknown> {
  return jsonRow<VoucherRecord>([
    ['id', revision.id],
    ...VOUCHER_IDS,
    ['tmVersion', revision.version],
    ['hasSignature', revision.hasSignature],
    ['isAttachmentAdded', revision.hasAttachment],
    ...VOUCHER_NAMES,
    ['syncedDateTime', isoUtc(revision.syncedAt)],
    ['submittedMode', revision.submittedMode],
    // voucherPdfName in SQL.
    ['attachmentName', sql`'TMVoucher_' || v.voucher_number || '_Rev' || ${revision.version} || '.pdf'`],
    // The voucher's lifecycle, the same on each of its revisions' rows.
    ['voucherStatus', voucherStatusSql('v')],
    ['statusReason', sql`v.status_reason`],
    ['billingReference', sql`v.billing_reference`],
    // Out for the customer's signature: the voucher is frozen (signing/open-requests.ts), and the
    // one open request a voucher may have is found by its partial unique index.
    [
      'signatureRequestOpen',
      sql`exists (select 1 from signature_request s where s.voucher_id = v.id
        and s.status in (${sql.join([...OPEN_SIGNATURE_REQUEST_STATUSES])}) and s.expires_at > now())`,
    ],
  ]);
}

const LIST_ROW = rowFields({
  ...LATEST_REVISION,
  id: sql`v.latest_revision_id`,
  hasAttachment: sql`v.has_attachment`,
});
const REVISION_ROW = rowFields({
  ...EACH_REVISION,
  id: sql`r.id`,
  hasAttachment: sql`exists (select 1 from tm_voucher_attachment a where a.revision_id = r.id)`,
});

const ORDER = sql`v.created_date desc, v.id desc`;

/** The page's rows, in list order, as one JSON text (VoucherRecord[]); `pageIds` yields their ids. */
const pageJson = (pageIds: RawBuilder<unknown>) =>
  sql<string>`select coalesce(json_agg(${LIST_ROW} order by ${ORDER}), '[]')::text
    from (${pageIds}) p join tm_voucher v on v.id = p.id ${NAMES}`;

/** Searches resolved against devices, projects and task codes (containsVia). */
const NAME_SEARCHES: ReadonlySet<string> = new Set(
  [F.Employee, F.DeviceName, F.Project, F.TaskCode].map((field) => field.toLowerCase()),
);

/**
 * Which vouchers the list shows, on tm_voucher aliased v: created in the range of days, in the
 * user's divisions, matching the search (an unknown FieldName or a bad value is a 400). The list and
 * its current view as CSV (modules/current-view) both filter by it.
 */
export function voucherListWhere(input: Omit<VoucherListInput, 'page'>): Condition {
  return allOf([
    sql<boolean>`v.created_date >= ${input.days.from}::date and v.created_date < ${input.days.until}::date`,
    scoped(input.scope),
    ...searchConditions(input.search, voucherFields(LATEST_REVISION, input.timeZone)),
  ]);
}

/**
 * One page of vouchers (each its latest revision), newest day first, as the JSON text of its rows
 * and the exact count of all matches. The count and the page are apart (shared/docs/toolchain.md: cheaper than
 * count(*) over ()) and answered together (selectValues); both read the range of days of the
 * user's divisions from tm_voucher_list (or tm_voucher_day for all divisions), whose INCLUDE holds
 * the usual filters, so only the page's 100 rows are read from the table.
 *
 * On PGlite, which runs one query at a time, a list searched by names finds its matches once and
 * takes the count and the page from them: resolving the names twice cost more than sorting the few
 * matches (bench:vouchers, an employee + project + signature search), as the timecard list found. On PostgreSQL the two queries on two connections stay faster.
 */
export async function listVouchers(db: Db, input: VoucherListInput): Promise<PagedJson> {
  const where = voucherListWhere(input);
  const { offset, limit } = input.page;
  const searchesNames = (input.search ?? []).some(
    (entry) => entry.Value.trim() !== '' && NAME_SEARCHES.has(entry.FieldName.toLowerCase()),
  );
  if (searchesNames && databaseKind(db) === 'pglite') {
    const { rows } = await sql<{ n: number; page: string }>`
      with matched as materialized (select v.id, v.created_date from tm_voucher v where ${where})
      select (select count(*)::int from matched) as n,
        (${pageJson(sql`select v.id from matched v order by ${ORDER} offset ${offset} limit ${limit}`)}) as page`.execute(
      db,
    );
    const found = rows[0] as { n: number; page: string };
    return { rowsJson: found.page, totalCount: found.n };
  }
  const found = await selectValues(db, {
    n: sql<number>`select count(*)::int from tm_voucher v where ${where}`,
    page: pageJson(
      sql`select v.id from tm_voucher v where ${where} order by ${ORDER} offset ${offset} limit ${limit}`,
    ),
  });
  return { rowsJson: found.page, totalCount: found.n };
}

/**
 * Every revision of one voucher, newest first (spec 002 §4): SearchText names the voucher by its
 * device, project, task code and number (all four required; the unique key finds it), and may
 * filter further on the list's own fields, read on each revision. A voucher outside the user's
 * divisions has no revisions to them.
 */
export async function listRevisions(
  db: Db,
  scope: DivisionScope,
  search: readonly SearchTextEntry[],
  timeZone: string,
): Promise<PagedJson> {
  const fields = voucherFields(EACH_REVISION, timeZone);
  const named = new Set(
    search.filter((entry) => entry.Value.trim() !== '').map((entry) => fieldKey(fields, entry.FieldName)),
  );
  if (!VOUCHER_REVISION_KEY_FIELDS.every((field) => named.has(field))) {
    throw new ApiError(400, VoucherMessages.revisionKeyRequired);
  }
  const where = allOf([scoped(scope), ...searchConditions(search, fields)]);
  const { rows } = await sql<{ n: number; page: string }>`
    select count(*)::int as n,
      coalesce(json_agg(${REVISION_ROW} order by r.version desc), '[]')::text as page
    from tm_voucher v join tm_voucher_revision r on r.voucher_id = v.id ${NAMES}
    where ${where}`.execute(db);
  const found = rows[0] as { n: number; page: string };
  return { rowsJson: found.page, totalCount: found.n };
}

/** The revision (TMVoucherID) on its device, as the user may see it; else a 404, as one that does not exist. */
export interface VisibleRevision {
  revisionId: number;
  voucherId: number;
  version: number;
}

export async function visibleRevision(
  db: Db,
  scope: DivisionScope,
  revisionId: number,
  deviceId: number,
): Promise<VisibleRevision> {
  const row = await db
    .selectFrom('tm_voucher_revision as r')
    .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
    .select(['r.id as revisionId', 'v.id as voucherId', 'r.version'])
    .where('r.id', '=', revisionId)
    .where('v.device_id', '=', deviceId)
    .where(scoped(scope))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, VoucherMessages.notFound);
  return row;
}

/**
 * A revision's attachment images, checked by content again on the way out: anything that is not a
 * PNG, JPEG or WebP within the pixel limit is never served (images/servable.ts).
 */
export async function revisionAttachments(
  db: Db,
  scope: DivisionScope,
  revisionId: number,
  deviceId: number,
): Promise<VoucherAttachment[]> {
  await visibleRevision(db, scope, revisionId, deviceId);
  const rows = await db
    .selectFrom('tm_voucher_attachment')
    .select(['name', 'content'])
    .where('revision_id', '=', revisionId)
    .orderBy('id')
    .execute();
  return servableAttachments(rows);
}
