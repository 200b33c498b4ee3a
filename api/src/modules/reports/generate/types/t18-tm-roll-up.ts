import { sql } from 'kysely';
import { decimal } from '../format.ts';
import { oneTableReport } from '../report-type.ts';
import { projectLabel, taskLabel } from '../sql.ts';
import { vouchersInScope } from './vouchers.ts';

/**
 * Type 18: per project and task code, the vouchers' latest revisions rolled up: how many vouchers,
 * labour hours per pay code, each material's quantity per unit and each piece of equipment's hours.
 */
export default oneTableReport('18', {
  query: (db, request) => {
    const revisions = vouchersInScope(db, request, true)
      .where('v.latest_revision_id', 'is not', null)
      .select(['v.id as voucher_id', 'v.project_id', 'v.task_id', 'v.latest_revision_id as revision_id']);
    // One line kind per union branch; `kind` orders them: vouchers, labour, material, equipment.
    const lines = sql`
      select s.project_id, s.task_id, 1 as kind, 'Vouchers' as line, 'T&M vouchers' as item,
             count(*)::float8 as quantity, 'vouchers' as unit, count(*)::int as vouchers
        from s group by s.project_id, s.task_id
      union all
      select s.project_id, s.task_id, 2, 'Labour', l.pay_code, sum(l.hours)::float8, 'hours',
             count(distinct s.voucher_id)::int
        from s join tm_voucher_labour l on l.revision_id = s.revision_id
        group by s.project_id, s.task_id, l.pay_code
      union all
      select s.project_id, s.task_id, 3, 'Material', m.material_name, sum(m.quantity)::float8, m.unit,
             count(distinct s.voucher_id)::int
        from s join tm_voucher_material m on m.revision_id = s.revision_id
        group by s.project_id, s.task_id, m.material_name, m.unit
      union all
      select s.project_id, s.task_id, 4, 'Equipment', q.equipment_name, sum(q.hours)::float8, 'hours',
             count(distinct s.voucher_id)::int
        from s join tm_voucher_equipment q on q.revision_id = s.revision_id
        group by s.project_id, s.task_id, q.equipment_name`;
    return sql`(with s as (${revisions})
      select ${projectLabel('p')} as project, p.id as "projectId", ${taskLabel('k')} as "taskCode",
             k.id as "taskId", x.kind, x.line, x.item || ' (' || x.unit || ')' as "itemKey", x.item,
             x.quantity, x.unit, x.vouchers,
             case when x.kind = 1 then x.quantity else 0 end as "voucherCount",
             case when x.kind = 2 then x.quantity else 0 end as "labourHours"
        from (${lines}) x
        join project p on p.id = x.project_id
        join task k on k.id = x.task_id)`;
  },
  keys: ['project', 'projectId', 'taskCode', 'taskId', 'kind', 'itemKey'],
  groups: [
    { field: 'project', label: 'Project' },
    { field: 'taskCode', label: 'Task Code' },
  ],
  columns: [
    { field: 'line', header: 'Line', width: 70 },
    { field: 'item', header: 'Item', width: 200 },
    { field: 'quantity', header: 'Quantity', width: 60, format: 'number' },
    { field: 'unit', header: 'Unit', width: 60 },
    { field: 'vouchers', header: 'Vouchers', width: 55, format: 'count' },
  ],
  totals: {
    sum: ['voucherCount', 'labourHours'],
    cells: ({ sums }) => ({
      item: `${sums.voucherCount ?? 0} vouchers, ${decimal(sums.labourHours ?? 0)} labour hours`,
    }),
  },
  emptyText: 'No T&M vouchers on these task codes in this period.',
});
