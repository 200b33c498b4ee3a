import {
  TmLogSearchField as F,
  type SearchTextEntry,
  TM_LOG_SUMMARY_ORDER,
  TmLogMessages,
  type TmLogQuery,
  type TmLogRow,
  type TmLogSort,
  type TmLogSummary,
  VoucherMove,
  VoucherStatus,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { type Db, selectValues } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { allOf, type Condition, type FieldFilter, searchConditions, textContains } from '../../db/search.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { voucherStatusChangedSql, voucherStatusSql } from './lifecycle.ts';
import { jsonRow, NAMES, type PagedJson, VOUCHER_IDS, VOUCHER_NAMES, vouchersWithNames } from './queries.ts';
import { LATEST_REVISION, voucherFields } from './search.ts';

/**
 * The T&M log (shared/docs/remotes/vouchers.md "T&M log"): each voucher's current revision, read on
 * tm_voucher aliased v joined to that revision as cr, with its signers and totals. The list, its
 * summary and its CSV share the filter written here.
 */

/** Which vouchers: the user's divisions, a range of work days (either end open) and the SearchText. */
export interface TmLogFilter {
  scope: DivisionScope;
  days: TmLogDays;
  search: readonly SearchTextEntry[] | undefined;
  timeZone: string;
}

export interface TmLogDays {
  from?: string;
  to?: string;
}

/** The query's range; one that ends before it starts is a 400 naming toDate. */
export function tmLogDays(query: Pick<TmLogQuery, 'fromDate' | 'toDate'>): TmLogDays {
  if (query.fromDate && query.toDate && query.toDate < query.fromDate)
    throw new ApiError(400, TmLogMessages.toBeforeFrom);
  return { from: query.fromDate, to: query.toDate };
}

/** The current revision, joined where a row of the log is written. */
const CURRENT_REVISION = sql`join tm_voucher_revision cr on cr.id = v.latest_revision_id`;

/**
 * Who signed the current revision for the company: the foreman the device named on it, else the
 * office user whose Approve is the voucher's last word on the company's side since that revision
 * came (a later reopen to In Progress voids it, as a newer revision does); '' when nobody did.
 */
const companySigner = sql<string>`coalesce(nullif(cr.company_signer_name, ''), (
    select case when a.after->>'move' = ${VoucherMove.ApproveForReview}
      then coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) end
    from audit_log a left join app_user u on u.id = a.user_id
    where a.entity = 'voucher' and a.entity_id = v.id::text and a.action = 'status' and a.at >= cr.synced_at
      and (a.after->>'move' = ${VoucherMove.ApproveForReview} or a.after->>'status' = ${VoucherStatus.InProgress})
    order by a.at desc, a.id desc limit 1), '')`;

/** The customer's signee, only while the current revision carries the customer's signature. */
const customerSigner = sql<string>`case when cr.signed_at is not null then cr.signer_name else '' end`;

const labourHours = sql<number>`(select coalesce(sum(l.hours), 0) from tm_voucher_labour l
  where l.revision_id = v.latest_revision_id)`;
const labourByPayCode = sql`(select coalesce(json_agg(json_build_object('payCode', x.pay_code, 'hours', x.hours)
    order by x.pay_code), '[]') from (select l.pay_code, sum(l.hours) as hours from tm_voucher_labour l
    where l.revision_id = v.latest_revision_id group by l.pay_code) x)`;
/**
 * Labour by the employee's craft (the payroll mapping's, shared/docs/payroll-export.md "Mappings";
 * '' for an employee mapped to none) and pay code: a voucher line names its employee, not a craft.
 */
const labourByCraft = sql`(select coalesce(json_agg(json_build_object('craft', x.craft, 'payCode', x.pay_code,
    'hours', x.hours) order by x.craft, x.pay_code), '[]') from (select coalesce(trim(m.value->>'craft'), '') as craft,
    l.pay_code, sum(l.hours) as hours from tm_voucher_labour l
    left join payroll_mapping m on m.kind = 'employee' and m.key = l.employee_id::text
    where l.revision_id = v.latest_revision_id group by 1, 2) x)`;
const materialsByUnit = sql`(select coalesce(json_agg(json_build_object('unit', x.unit, 'quantity', x.quantity)
    order by x.unit), '[]') from (select m.unit, sum(m.quantity) as quantity from tm_voucher_material m
    where m.revision_id = v.latest_revision_id group by m.unit) x)`;
const equipmentHours = sql<number>`(select coalesce(sum(e.hours), 0) from tm_voucher_equipment e
  where e.revision_id = v.latest_revision_id)`;

/**
 * A filter on the current revision (cr), read for the vouchers the other filters leave: the count
 * and the page's ids need no join of every voucher's revision.
 */
const onCurrentRevision =
  (filter: FieldFilter): FieldFilter =>
  (value, field) =>
    sql<boolean>`exists (select 1 from tm_voucher_revision cr where cr.id = v.latest_revision_id
      and ${filter(value, field)})`;

/** The list's SearchText: the voucher list's fields and the log's own. */
function tmLogFields(timeZone: string): Record<string, FieldFilter> {
  return {
    ...voucherFields(LATEST_REVISION, timeZone),
    [F.BillingReference]: textContains(sql<string>`v.billing_reference`),
    [F.CompanySigner]: onCurrentRevision(textContains(companySigner)),
    [F.CustomerSigner]: onCurrentRevision(textContains(customerSigner)),
  };
}

/** The status entry, which the summary leaves out: it counts every status. */
const isStatusEntry = (entry: SearchTextEntry) =>
  entry.FieldName.toLowerCase() === F.VoucherStatus.toLowerCase();

/**
 * Which vouchers the log shows, on tm_voucher v: in the user's divisions, in the range, matching
 * the search (an unknown FieldName or a bad value is a 400). One project's (`projectId`) are read
 * from `tm_voucher_project` (migration 0078).
 */
export function tmLogWhere(filter: TmLogFilter, options: { withStatus?: boolean } = {}): Condition {
  const search =
    options.withStatus === false ? filter.search?.filter((e) => !isStatusEntry(e)) : filter.search;
  return allOf([
    inScope('v.division_id', filter.scope),
    ...(filter.days.from ? [sql<boolean>`v.created_date >= ${filter.days.from}::date`] : []),
    ...(filter.days.to ? [sql<boolean>`v.created_date <= ${filter.days.to}::date`] : []),
    ...searchConditions(search, tmLogFields(filter.timeZone)),
  ]);
}

/** A row's fields as TmLogRow names them. */
const ROW = jsonRow<TmLogRow>([
  ['id', sql`v.latest_revision_id`],
  ...VOUCHER_IDS,
  ['tmVersion', sql`v.version`],
  ...VOUCHER_NAMES,
  ['voucherStatus', voucherStatusSql('v')],
  ['statusSince', isoUtc(voucherStatusChangedSql('v'))],
  ['statusReason', sql`v.status_reason`],
  ['billingReference', sql`v.billing_reference`],
  ['companySigner', companySigner],
  ['customerSigner', customerSigner],
  ['labourHours', labourHours],
  ['labourByPayCode', labourByPayCode],
  ['labourByCraft', labourByCraft],
  ['materialsByUnit', materialsByUnit],
  ['equipmentHours', equipmentHours],
]);

/** Each order's key; ties go by voucher id the same way, so a page never repeats a row. */
const SORT_KEYS: Readonly<Record<TmLogSort, RawBuilder<unknown>>> = {
  date: sql`v.created_date`,
  voucherNumber: sql`v.voucher_number`,
  project: sql`(select p.project_number from project p where p.id = v.project_id)`,
  statusSince: voucherStatusChangedSql('v'),
  labourHours,
};

export interface TmLogListInput extends TmLogFilter {
  sort: TmLogSort;
  descending: boolean;
  page: OffsetLimit;
}

/**
 * One page of the log in the order asked, as the JSON text of its rows (TmLogRow[]), and the exact
 * count of all matches. The page's ids are found first and only their rows' totals are read.
 */
export async function listTmLog(db: Db, input: TmLogListInput): Promise<PagedJson> {
  const where = tmLogWhere(input);
  const direction = input.descending ? sql`desc` : sql`asc`;
  const order = sql`${SORT_KEYS[input.sort]} ${direction}, v.id ${direction}`;
  const found = await selectValues(db, {
    n: sql<number>`select count(*)::int from tm_voucher v where ${where}`,
    page: sql<string>`select coalesce(json_agg(${ROW} order by p.n), '[]')::text
      from (select v.id, row_number() over (order by ${order}) as n from tm_voucher v
        where ${where} order by ${order} offset ${input.page.offset} limit ${input.page.limit}) p
      join tm_voucher v on v.id = p.id ${CURRENT_REVISION} ${NAMES}`,
  });
  return { rowsJson: found.page, totalCount: found.n };
}

/**
 * What waits on whom: for the log's filters but its status, how many vouchers are in each status
 * and since when the oldest has been, every status in the summary's order (TM_LOG_SUMMARY_ORDER) (none: 0 and null).
 */
export async function tmLogSummary(db: Db, filter: TmLogFilter): Promise<TmLogSummary> {
  const where = tmLogWhere(filter, { withStatus: false });
  const { rows } = await sql<{ status: string; n: number; oldest: string | null }>`
    select x.status, count(*)::int as n, ${isoUtc(sql`min(x.since)`)} as oldest
    from (select ${voucherStatusSql('v')} as status, ${voucherStatusChangedSql('v')} as since
      from tm_voucher v where ${where}) x
    group by x.status`.execute(db);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return {
    statuses: TM_LOG_SUMMARY_ORDER.map((status) => ({
      status,
      count: byStatus.get(status)?.n ?? 0,
      oldestSince: byStatus.get(status)?.oldest ?? null,
    })),
  };
}

/**
 * The log's current view for its CSV (modules/current-view): the same filter and fields, the totals
 * as columns, read by voucher id.
 */
export function tmLogCsvQuery(db: Db, filter: TmLogFilter) {
  return vouchersWithNames(db)
    .innerJoin('tm_voucher_revision as cr', 'cr.id', 'v.latest_revision_id')
    .select([
      'v.id',
      'v.voucher_number as voucherNumber',
      sql<string>`to_char(v.created_date, 'YYYY-MM-DD')`.as('createdDate'),
      'pr.project_number as projectNumber',
      'pr.name as projectName',
      'k.task_number as taskNumber',
      'k.name as taskName',
      'd.name as deviceName',
      'v.version',
      voucherStatusSql('v').as('status'),
      isoUtc(voucherStatusChangedSql('v')).as('statusSince'),
      'v.billing_reference as billingReference',
      'v.status_reason as statusReason',
      companySigner.as('companySigner'),
      customerSigner.as('customerSigner'),
      labourHours.as('labourHours'),
      sql<{ payCode: string; hours: number }[]>`${labourByPayCode}`.as('labourByPayCode'),
      sql<{ craft: string; payCode: string; hours: number }[]>`${labourByCraft}`.as('labourByCraft'),
      sql<{ unit: string; quantity: number }[]>`${materialsByUnit}`.as('materialsByUnit'),
      equipmentHours.as('equipmentHours'),
    ])
    .where(tmLogWhere(filter));
}
