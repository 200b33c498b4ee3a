import {
  ButtonClaim,
  checkReportSchedule,
  delegateAllowed,
  firstReportProblem,
  hasClaim,
  isRecipientEmail,
  isReportTypeIn,
  Messages,
  REPORT_FIELD_LABELS,
  type ReportRecipient,
  type ReportScheduleSave,
  recipientsAsSaved,
  reportTypeAllowedForRole,
  scheduleAsSaved,
} from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { firstDueAt, runsOnce } from '../scheduler/due.ts';
import { choosableDelegate } from './options.ts';
import { findSchedule } from './queries.ts';
import { seesEverySchedule } from './visibility.ts';

const M = Messages.reports;

/** A save as it is written: the form's fields cleaned and cleared as spec 001 §4.5 says. */
interface CleanSchedule {
  save: ReportScheduleSave;
  allProjects: boolean;
  projectIds: number[];
  divisionIds: number[];
  taskIds: number[];
  recipients: ReportRecipient[];
  delegateIds: number[];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * The body cleaned before it is checked: texts trimmed, recipients' e-mails trimmed, lower-cased
 * and each kept once, deleted division entries dropped, lists deduplicated. The projects stay as
 * sent for the check (All Projects beside another project is a mistake to report, not to mend).
 */
function cleanBody(body: ReportScheduleSave): ReportScheduleSave {
  return {
    ...body,
    scheduleName: body.scheduleName.trim(),
    description: body.description.trim(),
    reportType: body.reportType.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
    runReportAt: body.runReportAt.trim(),
    divisions: body.divisions.filter((d) => !d.isDeleted),
    sendReportTo: recipientsAsSaved(body.sendReportTo),
  };
}

/**
 * What the form's mode, run and hour leave of the other fields, and the lists the type keeps
 * (spec 001 §4.5: `scheduleAsSaved`, the rule the form applies too), as ids.
 */
function clearByRules(body: ReportScheduleSave): CleanSchedule {
  const save = scheduleAsSaved(body);
  return {
    save,
    allProjects: save.projects.some((p) => p.isAllProject),
    projectIds: unique(save.projects.filter((p) => !p.isAllProject).map((p) => p.projectID)),
    divisionIds: unique(save.divisions.map((d) => d.id)),
    taskIds: unique(save.taskCodes.map((t) => t.taskCodeID)),
    recipients: save.sendReportTo,
    delegateIds: unique(save.reportDelegate.map((d) => d.delegateUserId)),
  };
}

/** The §5.4 check's first problem as a 400 that names its field. */
function refuseFormProblems(body: ReportScheduleSave, today: string): void {
  const first = firstReportProblem(checkReportSchedule(body, today));
  if (!first) return;
  const label = REPORT_FIELD_LABELS[first.field];
  throw new ApiError(400, first.message.startsWith(label) ? first.message : `${label}: ${first.message}`);
}

/**
 * The checks that need the database: role, scope, lists that exist and fit together. Returns the
 * recipients as they are mailed: an Employee's or User's at the address the server holds for that
 * record, never the one in the body.
 */
async function refuseOutsideAccess(
  db: Db,
  user: AuthContext,
  clean: CleanSchedule,
  keptDelegates: readonly number[],
): Promise<ReportRecipient[]> {
  const type = clean.save.reportType;
  if (!reportTypeAllowedForRole(user.roleName, type)) throw new ApiError(403, M.reportTypeNotAllowed);
  if (clean.allProjects) {
    if (!isReportTypeIn('attestation', type)) throw new ApiError(400, M.allProjectsNotAllowed);
    if (!seesEverySchedule(user)) throw new ApiError(403, M.allProjectsNotAllowed);
  }

  if (clean.projectIds.length > 0) {
    const found = await db
      .selectFrom('project as p')
      .select('p.id')
      .where('p.id', 'in', clean.projectIds)
      .where(inScope('p.division_id', user.divisionScope))
      .execute();
    if (found.length !== clean.projectIds.length) throw new ApiError(400, M.unknownProjects);
  }
  if (clean.divisionIds.length > 0) {
    const found = await db
      .selectFrom('division as dv')
      .select('dv.id')
      .where('dv.id', 'in', clean.divisionIds)
      .where('dv.is_deleted', '=', false)
      .where(inScope('dv.id', user.divisionScope))
      .execute();
    if (found.length !== clean.divisionIds.length) throw new ApiError(400, M.unknownDivisions);
  }

  if (clean.taskIds.length > 0) {
    const found = await db
      .selectFrom('task as t')
      .select('t.id')
      .where('t.id', 'in', clean.taskIds)
      .where('t.project_id', 'in', clean.projectIds.length > 0 ? clean.projectIds : [-1])
      .execute();
    if (found.length !== clean.taskIds.length) throw new ApiError(400, M.unknownTaskCodes);
  }

  const recipients = await heldAddresses(db, user, clean.recipients);
  if (clean.delegateIds.length > 0) {
    const delegates = await db
      .selectFrom('app_user as u')
      .innerJoin('role', 'role.id', 'u.role_id')
      .select(['u.id', 'u.user_name', 'role.name as groupName'])
      .where('u.id', 'in', clean.delegateIds)
      // A delegate the schedule has already stays, though the editor could not have chosen them.
      .where((eb) =>
        eb.or([
          choosableDelegate(user),
          eb.and([
            eb('u.is_active', '=', true),
            eb('u.id', 'in', keptDelegates.length > 0 ? keptDelegates : [-1]),
          ]),
        ]),
      )
      .execute();
    if (delegates.length !== clean.delegateIds.length) throw new ApiError(400, M.unknownDelegates);
    const refused = delegates.find((d) => !delegateAllowed(type, d.groupName, clean.allProjects));
    if (refused) throw new ApiError(400, M.delegateNotAllowed(refused.user_name));
  }
  return recipients;
}

/**
 * Each Employee and User recipient at the address its record holds (an employee of the user's
 * divisions, an active user), each address once; a record that is not there, or has no address,
 * is refused. Contacts keep their typed address, which the form check held to one addr-spec.
 */
async function heldAddresses(
  db: Db,
  user: AuthContext,
  recipients: readonly ReportRecipient[],
): Promise<ReportRecipient[]> {
  const ids = (type: 'Employee' | 'User', id: (r: ReportRecipient) => number | null) =>
    unique(recipients.flatMap((r) => (r.contactType === type && id(r) ? [id(r) as number] : [])));
  const employeeIds = ids('Employee', (r) => r.empID);
  const userIds = ids('User', (r) => r.userId);
  const missingSource = recipients.some(
    (r) => (r.contactType === 'Employee' && !r.empID) || (r.contactType === 'User' && !r.userId),
  );
  const employees = new Map(
    employeeIds.length === 0
      ? []
      : (
          await db
            .selectFrom('employee as e')
            .select(['e.id', sql<string>`lower(trim(e.email))`.as('email')])
            .where('e.id', 'in', employeeIds)
            .where(inScope('e.division_id', user.divisionScope))
            .execute()
        ).map((e) => [e.id, e.email] as const),
  );
  const users = new Map(
    userIds.length === 0
      ? []
      : (
          await db
            .selectFrom('app_user as u')
            .select(['u.id', sql<string>`lower(trim(u.email))`.as('email')])
            .where('u.id', 'in', userIds)
            .where('u.is_active', '=', true)
            .execute()
        ).map((u) => [u.id, u.email] as const),
  );
  const held = recipients.map((r) => ({
    ...r,
    employeeEmailAddress:
      r.contactType === 'Employee'
        ? (employees.get(r.empID ?? 0) ?? '')
        : r.contactType === 'User'
          ? (users.get(r.userId ?? 0) ?? '')
          : r.employeeEmailAddress,
  }));
  if (
    missingSource ||
    held.some((r) => r.contactType !== 'Contact' && !isRecipientEmail(r.employeeEmailAddress))
  )
    throw new ApiError(400, M.unknownRecipients);
  const seen = new Set<string>();
  return held.filter((r) => !seen.has(r.employeeEmailAddress) && seen.add(r.employeeEmailAddress));
}

/** The schedule row's columns from a cleaned save. */
function scheduleColumns(clean: CleanSchedule, userId: number, nextDueAt: Date | null) {
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
  };
}

/** The child rows: replaced whole on every save, inside the save's transaction. */
async function writeLists(trx: Trx, scheduleId: number, clean: CleanSchedule): Promise<void> {
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

/** What the audit row keeps of a schedule: its fields and lists as ids. */
const auditView = (clean: CleanSchedule) => ({
  ...clean.save,
  projects: clean.allProjects ? 'all' : clean.projectIds,
  divisions: clean.divisionIds,
  taskCodes: clean.taskIds,
  sendReportTo: clean.recipients.map((r) => r.employeeEmailAddress),
  reportDelegate: clean.delegateIds,
  ProjectTasks: undefined,
  createdById: undefined,
  userName: undefined,
});

export interface SavedSchedule {
  id: number;
  created: boolean;
  nextDueAt: Date | null;
}

/**
 * Save report schedule (spec 001 §3.4, §5.4, §6): adding needs the report add claim, editing the
 * edit claim and a schedule the user may see. The server runs the screen's own check, then the
 * rules only it can: the role's report types, All Projects, the user's divisions, lists that exist
 * and fit together, the delegate filter. The schedule and its lists are written in one transaction
 * with the row locked, so racing saves of one schedule leave one of them whole, never a mix.
 */
export async function saveSchedule(
  db: Db,
  user: AuthContext,
  body: ReportScheduleSave,
  timeZone: string,
  now: Date = new Date(),
): Promise<SavedSchedule> {
  const id = body.id ?? 0;
  if (id === 0 && !hasClaim(user.claims, ButtonClaim.ReportAdd)) throw new ApiError(403, M.addNotAllowed);
  if (id !== 0 && !hasClaim(user.claims, ButtonClaim.ReportEdit)) throw new ApiError(403, M.editNotAllowed);
  const existing = id === 0 ? undefined : await findSchedule(db, user, id);
  if (id !== 0 && !existing) throw new ApiError(404, M.notFound);
  if (existing && !existing.hasFullAccess) throw new ApiError(403, M.restricted);

  const cleaned = cleanBody(body);
  refuseFormProblems(cleaned, todayIn(timeZone, now));
  const clean = clearByRules(cleaned);
  clean.recipients = await refuseOutsideAccess(
    db,
    user,
    clean,
    (existing?.reportDelegate ?? []).map((d) => d.delegateUserId),
  );
  const nextDueAt = dueAtSave(clean.save, existing, now, timeZone);

  return auditedWrite(db, user.userId, async (trx) => {
    let scheduleId = id;
    if (existing) {
      const locked = await trx
        .selectFrom('report_schedule')
        .select('id')
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new ApiError(404, M.notFound);
      await trx
        .updateTable('report_schedule')
        .set({ ...scheduleColumns(clean, user.userId, nextDueAt), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    } else {
      const row = await trx
        .insertInto('report_schedule')
        .values({ ...scheduleColumns(clean, user.userId, nextDueAt), created_by_id: user.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      scheduleId = row.id;
    }
    await writeLists(trx, scheduleId, clean);
    const { hasFullAccess: _access, allProjects: _all, ...before } = existing ?? {};
    return {
      result: { id: scheduleId, created: !existing, nextDueAt },
      audit: {
        action: existing ? 'update' : 'create',
        entity: 'report_schedule',
        entityId: scheduleId,
        before: existing ? before : null,
        after: auditView(clean),
      },
    };
  });
}

/**
 * When a saved schedule is next due. A new one-off (Run now's hour, date mode) is due at once; an
 * update never sends by itself (shared/docs/remotes/reports.md "Run now"): a one-off keeps the due
 * time it had (none once it ran, or when it was a repeating schedule), a repeating schedule is due
 * at its next time after now.
 */
function dueAtSave(
  save: ReportScheduleSave,
  existing: { run: string; runReportAt: string; nextDueAt: string | null } | undefined,
  now: Date,
  timeZone: string,
): Date | null {
  const timing = { ...save, run: save.run as string };
  if (!existing || !runsOnce(timing)) return firstDueAt(timing, now, timeZone);
  const wasOnce = runsOnce({ ...timing, run: existing.run, runReportAt: existing.runReportAt });
  return wasOnce && existing.nextDueAt ? new Date(existing.nextDueAt) : null;
}

/** Delete report schedule: soft, so the run log keeps its schedule; nothing is due any more. */
export async function deleteSchedule(db: Db, user: AuthContext, id: number): Promise<void> {
  const existing = await findSchedule(db, user, id);
  if (!existing) throw new ApiError(404, M.notFound);
  if (!existing.hasFullAccess) throw new ApiError(403, M.restricted);
  await auditedWrite(db, user.userId, async (trx) => {
    const deleted = await trx
      .updateTable('report_schedule')
      .set({ is_deleted: true, next_due_at: null, modified_by_id: user.userId, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError(404, M.notFound);
    return {
      result: undefined,
      audit: {
        action: 'delete',
        entity: 'report_schedule',
        entityId: id,
        before: { scheduleName: existing.scheduleName, reportType: existing.reportType },
        after: null,
      },
    };
  });
}
