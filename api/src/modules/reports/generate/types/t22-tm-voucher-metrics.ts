import { sql } from 'kysely';
import { decimal } from '../format.ts';
import { oneTableReport } from '../report-type.ts';
import { projectLabel } from '../sql.ts';
import { vouchersInScope } from './vouchers.ts';

const ratio = (top: number, bottom: number) => (bottom > 0 ? decimal(top / bottom) : '');

/**
 * Type 22: how the crews keep their vouchers, per project and week (ending Sunday): vouchers
 * created, signed and unsigned, the share signed (%), revisions per voucher, and the sync delay (hours
 * from the end of the work day to the voucher's first sync; negative when synced the same day).
 */
export default oneTableReport('22', {
  query: (db, request) =>
    vouchersInScope(db, request, false)
      .innerJoin('project as p', 'p.id', 'v.project_id')
      .select([
        projectLabel('p').as('project'),
        'p.id as projectId',
        sql<string>`to_char(v.created_date + (7 - extract(isodow from v.created_date)::int) % 7, 'YYYY-MM-DD')`.as(
          'weekEnding',
        ),
        sql<number>`count(*)::int`.as('created'),
        sql<number>`(count(*) filter (where v.has_signature))::int`.as('signed'),
        sql<number>`(count(*) filter (where not v.has_signature))::int`.as('unsigned'),
        sql<number>`sum(v.version)::int`.as('revisions'),
        sql<number>`(sum(extract(epoch from (
          (select min(r.synced_at) from tm_voucher_revision r where r.voucher_id = v.id)
          - ((v.created_date + 1)::timestamp at time zone ${request.timeZone}))) / 3600))::float8`.as(
          'delayHours',
        ),
      ])
      .groupBy(['p.id', sql`v.created_date + (7 - extract(isodow from v.created_date)::int) % 7`])
      .$call((weeks) =>
        db
          .selectFrom(weeks.as('w'))
          .selectAll('w')
          .select([
            sql<number>`100 * w.signed::float8 / nullif(w.created, 0)`.as('signedRate'),
            sql<number>`w.revisions::float8 / nullif(w.created, 0)`.as('revisionsPerVoucher'),
            sql<number>`w."delayHours" / nullif(w.created, 0)`.as('syncDelay'),
          ]),
      ),
  keys: ['project', 'projectId', 'weekEnding'],
  groups: [{ field: 'project', label: 'Project' }],
  columns: [
    { field: 'weekEnding', header: 'Week Ending', width: 65, format: 'date' },
    { field: 'created', header: 'Created', width: 50, format: 'count' },
    { field: 'signed', header: 'Signed', width: 50, format: 'count' },
    { field: 'unsigned', header: 'Unsigned', width: 55, format: 'count' },
    { field: 'signedRate', header: 'Signed %', width: 60, format: 'number' },
    { field: 'revisionsPerVoucher', header: 'Revisions / Voucher', width: 85, format: 'number' },
    { field: 'syncDelay', header: 'Avg Sync Delay (h)', width: 85, format: 'number' },
  ],
  totals: {
    sum: ['created', 'signed', 'unsigned', 'revisions', 'delayHours'],
    cells: ({ sums }) => {
      const created = sums.created ?? 0;
      return {
        created: String(created),
        signed: String(sums.signed ?? 0),
        unsigned: String(sums.unsigned ?? 0),
        signedRate: ratio(100 * (sums.signed ?? 0), created),
        revisionsPerVoucher: ratio(sums.revisions ?? 0, created),
        syncDelay: ratio(sums.delayHours ?? 0, created),
      };
    },
  },
  emptyText: 'No T&M vouchers in this period.',
});
