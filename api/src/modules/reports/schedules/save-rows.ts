import type { Trx } from '../../../db/audit.ts';
import type { CleanSchedule } from './save-body.ts';

/** The schedule row's columns from a cleaned save. */
export function scheduleColumns(clean: CleanSchedule, userId: number, nextDueAt: Date | null) {
  const s = clean.save;
  return {
    schedule_name: s.scheduleName,
    description: s.description,
    report_type: s.reportType,
    run: s.run,
    run_report_at: s.runReportAt,
    schedule_hour: s.scheduleHour,
    schedule_minute: s.scheduleMinute,
    weekday: s.weekday,
    date_in_month: s.dateInMonth,
    start_offset: s.startDate,
    end_offset: s.endDate,
    from_date: s.selectedFromDate,
    to_date: s.selectedToDate,
    subject: s.subject,
    message: s.message,
    all_projects: clean.allProjects,
    modified_by_id: userId,
    next_due_at: nextDueAt,
    // Saved by a user whose access covers it (save-access.ts): a paused schedule resumes.
    paused_reason: null,
    paused_at: null,
    paused_by_run_id: null,
  };
}

/** The child rows: replaced whole on every save, inside the save's transaction. */
export async function writeLists(trx: Trx, scheduleId: number, clean: CleanSchedule): Promise<void> {
  for (const table of [
    'report_schedule_project',
    'report_schedule_division',
    'report_schedule_task',
    'report_schedule_recipient',
    'report_schedule_delegate',
  ] as const) {
    await trx.deleteFrom(table).where('schedule_id', '=', scheduleId).execute();
  }
  const rows = <T>(items: readonly T[], insert: (items: readonly T[]) => Promise<unknown>) =>
    items.length > 0 ? insert(items) : Promise.resolve();
  await rows(clean.projectIds, (ids) =>
    trx
      .insertInto('report_schedule_project')
      .values(ids.map((project_id) => ({ schedule_id: scheduleId, project_id })))
      .execute(),
  );
  await rows(clean.divisionIds, (ids) =>
    trx
      .insertInto('report_schedule_division')
      .values(ids.map((division_id) => ({ schedule_id: scheduleId, division_id })))
      .execute(),
  );
  await rows(clean.taskIds, (ids) =>
    trx
      .insertInto('report_schedule_task')
      .values(ids.map((task_id) => ({ schedule_id: scheduleId, task_id })))
      .execute(),
  );
  await rows(clean.recipients, (recipients) =>
    trx
      .insertInto('report_schedule_recipient')
      .values(
        recipients.map((r) => ({
          schedule_id: scheduleId,
          contact_type: r.contactType,
          employee_id: r.contactType === 'Employee' ? r.empID : null,
          user_id: r.contactType === 'User' ? r.userId : null,
          email: r.employeeEmailAddress,
          first_name: r.firstName.trim(),
          last_name: r.lastName.trim(),
        })),
      )
      .execute(),
  );
  await rows(clean.delegateIds, (ids) =>
    trx
      .insertInto('report_schedule_delegate')
      .values(ids.map((user_id) => ({ schedule_id: scheduleId, user_id })))
      .execute(),
  );
}

const ascending = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);

/**
 * What the audit row keeps of a schedule, before a save and after it alike, so its History shows
 * only what the save changed (shared/docs/payroll-export.md "History"): the form's fields, named
 * one by one (what else a body carries is not the schedule), and its lists as ids in one order.
 */
export function auditView(clean: CleanSchedule) {
  const s = clean.save;
  return {
    scheduleName: s.scheduleName,
    description: s.description,
    reportType: s.reportType,
    run: s.run,
    runReportAt: s.runReportAt,
    scheduleHour: s.scheduleHour,
    scheduleMinute: s.scheduleMinute,
    weekday: s.weekday,
    dateInMonth: s.dateInMonth,
    startDate: s.startDate,
    endDate: s.endDate,
    selectedFromDate: s.selectedFromDate,
    selectedToDate: s.selectedToDate,
    subject: s.subject,
    message: s.message,
    projects: clean.allProjects ? 'all' : ascending(clean.projectIds),
    divisions: ascending(clean.divisionIds),
    taskCodes: ascending(clean.taskIds),
    sendReportTo: clean.recipients.map((r) => r.employeeEmailAddress).sort(),
    reportDelegate: ascending(clean.delegateIds),
  };
}
