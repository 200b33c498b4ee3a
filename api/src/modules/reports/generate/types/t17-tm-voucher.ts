import { Buffer } from 'node:buffer';
import { sql } from 'kysely';
import { isoUtc } from '../../../../db/iso-utc.ts';
import { revisionSource, voucherPdf } from '../../../vouchers/index.ts';
import type { ExtraFile } from '../definition.ts';
import { DEVICE_NAME_SAMPLE, decimal } from '../format.ts';
import { countOf, PROJECT_GROUP, TASK_CODE_GROUP } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { pagedRows } from '../rows.ts';
import { dayText, projectKey, taskKey } from '../sql.ts';
import { vouchersInScope } from './vouchers.ts';

/**
 * Type 17: each voucher (its latest revision) with its labour, material and equipment lines summed
 * and its signature, by project and task code; each voucher's own PDF attached, drawn as the
 * voucher screen draws it.
 */
export default oneTableReport(
  '17',
  {
    query: (db, request) =>
      vouchersInScope(db, request, true)
        .innerJoin('tm_voucher_revision as r', 'r.id', 'v.latest_revision_id')
        .innerJoin('project as p', 'p.id', 'v.project_id')
        .innerJoin('task as k', 'k.id', 'v.task_id')
        .innerJoin('device as d', 'd.id', 'v.device_id')
        .select([
          ...projectKey(),
          ...taskKey(),
          dayText('v.created_date').as('day'),
          'v.voucher_number as voucherNumber',
          'v.id as voucherId',
          'r.version',
          'd.name as device',
          sql<number>`(select coalesce(sum(l.hours), 0)::float8 from tm_voucher_labour l where l.revision_id = r.id)`.as(
            'labourHours',
          ),
          sql<number>`(select count(*)::int from tm_voucher_material m where m.revision_id = r.id)`.as(
            'materials',
          ),
          sql<number>`(select coalesce(sum(q.hours), 0)::float8 from tm_voucher_equipment q where q.revision_id = r.id)`.as(
            'equipmentHours',
          ),
          sql<string>`case when r.signed_at is null then 'Not signed' else 'Signed by ' || r.signer_name end`.as(
            'signature',
          ),
          sql<string | null>`${isoUtc(sql`r.signed_at`)}`.as('signedAt'),
        ]),
    keys: ['project', 'projectId', 'taskCode', 'taskId', 'day', 'voucherNumber', 'voucherId'],
    groups: [PROJECT_GROUP, TASK_CODE_GROUP],
    columns: [
      { field: 'day', header: 'Date', width: 50, format: 'date' },
      { field: 'voucherNumber', header: 'Voucher', width: 70 },
      { field: 'version', header: 'Revision', width: 50, format: 'count' },
      { field: 'device', header: 'Device', width: 110, sample: DEVICE_NAME_SAMPLE },
      { field: 'labourHours', header: 'Labour Hours', width: 72, format: 'number' },
      { field: 'materials', header: 'Material Lines', width: 74, format: 'count' },
      { field: 'equipmentHours', header: 'Equipment Hours', width: 92, format: 'number' },
      { field: 'signature', header: 'Signature', width: 116 },
      { field: 'signedAt', header: 'Signed', width: 80, format: 'instant' },
    ],
    totals: {
      sum: ['labourHours', 'equipmentHours'],
      cells: ({ sums, count }) => ({
        voucherNumber: countOf(count, 'voucher'),
        labourHours: decimal(sums.labourHours ?? 0),
        equipmentHours: decimal(sums.equipmentHours ?? 0),
      }),
    },
    emptyText: 'No T&M vouchers on these task codes in this period.',
  },
  {
    landscape: true,
    /** Each voucher's PDF, read and drawn one at a time. */
    async *extraFiles(db, request): AsyncGenerator<ExtraFile> {
      const vouchers = vouchersInScope(db, request, true).select([
        'v.voucher_number as voucherNumber',
        'v.id as voucherId',
        sql<number>`v.latest_revision_id`.as('revisionId'),
        'v.device_id as deviceId',
      ]);
      for await (const row of pagedRows(db, vouchers.where('v.latest_revision_id', 'is not', null), [
        'voucherNumber',
        'voucherId',
      ])) {
        const source = await revisionSource(db, 'all', Number(row.revisionId), Number(row.deviceId));
        const pdf = await voucherPdf(source, request.timeZone);
        yield { name: pdf.attachmentName, bytes: Buffer.from(pdf.attachmentContent, 'base64') };
      }
    },
  },
);
