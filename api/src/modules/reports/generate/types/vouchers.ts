import type { Db } from '../../../../db/database.ts';
import type { ReportRequest } from '../definition.ts';
import { inPeriod, projectInScope, taskInScope } from '../sql.ts';

/**
 * The T&M vouchers a voucher report (17, 18, 22) covers: their work day in the period, their
 * project in scope and, for the task-code types, their task code chosen. Each voucher counts with
 * its latest revision (what the voucher list shows).
 */
export function vouchersInScope(db: Db, request: ReportRequest, byTaskCode: boolean) {
  return db
    .selectFrom('tm_voucher as v')
    .where(projectInScope(request, 'v.project_id'))
    .where(inPeriod(request, 'v.created_date'))
    .$if(byTaskCode, (q) => q.where(taskInScope(request, 'v.task_id')));
}
