import type { VoucherLabourVariance } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { employeeFullName } from '../workforce/index.ts';
import { visibleRevision } from './queries.ts';

/** Hours to two decimals: sums of doubles (8.1 + 0.2) must not show as differences. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A revision's labour hours per employee against their timecard hours for the voucher's device,
 * project, task code and day (the TM Reports modal's reconciliation). Employees on
 * either side appear, with 0 on the side that lacks them. The timecards are read in the voucher's
 * division and day first (timecard_list), then matched on device, project and task.
 */
export async function labourVariance(
  db: Db,
  scope: DivisionScope,
  revisionId: number,
  deviceId: number,
): Promise<VoucherLabourVariance> {
  const { voucherId } = await visibleRevision(db, scope, revisionId, deviceId);
  const { rows } = await sql<{
    day: string;
    employeeNumber: string | null;
    employeeName: string | null;
    voucherHours: number | null;
    timecardHours: number | null;
  }>`
    with v as (
      select division_id, created_date, device_id, project_id, task_id from tm_voucher where id = ${voucherId}
    ), on_voucher as (
      select employee_id, sum(hours) as hours from tm_voucher_labour where revision_id = ${revisionId}
      group by employee_id
    ), on_timecards as (
      select t.employee_id, sum(t.hours) as hours from timecard t, v
      where t.division_id = v.division_id and t.day = v.created_date and t.device_id = v.device_id
        and t.project_id = v.project_id and t.task_id = v.task_id
      group by t.employee_id
    )
    select to_char(v.created_date, 'YYYY-MM-DD') as day, e.employee_number as "employeeNumber",
      ${employeeFullName('e')} as "employeeName",
      coalesce(ov.hours, 0) as "voucherHours", coalesce(ot.hours, 0) as "timecardHours"
    from v
    left join (on_voucher ov full join on_timecards ot on ot.employee_id = ov.employee_id) on true
    left join employee e on e.id = coalesce(ov.employee_id, ot.employee_id)
    order by "employeeName", e.employee_number`.execute(db);

  const day = rows[0]?.day ?? '';
  const lines = rows
    .filter((row) => row.employeeNumber !== null)
    .map((row) => {
      const voucherHours = round(row.voucherHours ?? 0);
      const timecardHours = round(row.timecardHours ?? 0);
      return {
        employeeNumber: row.employeeNumber ?? '',
        employeeName: row.employeeName ?? '',
        voucherHours,
        timecardHours,
        difference: round(voucherHours - timecardHours),
      };
    });
  const voucherHours = round(lines.reduce((total, line) => total + line.voucherHours, 0));
  const timecardHours = round(lines.reduce((total, line) => total + line.timecardHours, 0));
  return {
    day,
    rows: lines,
    totals: { voucherHours, timecardHours, difference: round(voucherHours - timecardHours) },
    hasDifference: lines.some((line) => line.difference !== 0),
  };
}
