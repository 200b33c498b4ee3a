import {
  ALL_PROJECTS,
  type ReportContactType,
  type ReportSchedule,
  type ReportScheduleRow,
  ReportScheduleSearchField,
  reportTypeName,
  type SearchTextEntry,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';
import { runPaged } from '../../../db/paged.ts';
import { applySearch, withoutUserId } from '../../../db/search.ts';
import type { OffsetLimit } from '../../../http/paging.ts';
import { nullableDayText } from '../generate/sql.ts';
import { timingColumns } from './columns.ts';
import { actionableSchedule, hasFullAccess, visibleSchedule } from './visibility.ts';

/** The list's composed columns, each a text the column shows and its search reads (spec 001 §2.4). */
const column = {
  run: sql<string>`case when s.run = '' then 'date range' else s.run end`,
  sendReportTo: sql<string>`coalesce((select string_agg(r.email, ', ' order by r.email)
    from report_schedule_recipient r where r.schedule_id = s.id), '')`,
  projects: sql<string>`case when s.all_projects then ${ALL_PROJECTS} else coalesce((
    select string_agg(p.project_number || ' - ' || p.name, ', ' order by p.project_number)
    from report_schedule_project rp join project p on p.id = rp.project_id where rp.schedule_id = s.id), '') end`,
  divisions: sql<string>`coalesce((select string_agg(dv.division_name, ', ' order by dv.division_name)
    from report_schedule_division rv join division dv on dv.id = rv.division_id where rv.schedule_id = s.id), '')`,
  reportDelegate: sql<string>`coalesce((select string_agg(u.user_name, ', ' order by u.user_name)
    from report_schedule_delegate rd join app_user u on u.id = rd.user_id where rd.schedule_id = s.id), '')`,
  userName: sql<string>`coalesce(creator.user_name, '')`,
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The live schedules the user may see, from `report_schedule as s` with its creator. */
function visibleSchedules(db: Db, user: AuthContext) {
  return db
    .selectFrom('report_schedule as s')
    .leftJoin('app_user as creator', 'creator.id', 's.created_by_id')
    .where('s.is_deleted', '=', false)
    .where(visibleSchedule(user));
}

/**
 * The schedules the list shows (spec 001 §2.4): those the user may see, matching the column searches
 * (an unknown FieldName is a 400). The list pages it; its current view as CSV streams it.
 */
export function scheduleListQuery(db: Db, user: AuthContext, search: readonly SearchTextEntry[] | undefined) {
  const F = ReportScheduleSearchField;
  return applySearch(
    visibleSchedules(db, user).select([
      's.id',
      's.schedule_name as scheduleName',
      's.report_type as reportType',
      's.run',
      's.weekday',
      's.date_in_month as dateInMonth',
      nullableDayText('s.from_date').as('selectedFromDate'),
      nullableDayText('s.to_date').as('selectedToDate'),
      's.run_report_at as runReportAt',
      column.sendReportTo.as('sendReportTo'),
      column.projects.as('projects'),
      column.divisions.as('divisions'),
      column.reportDelegate.as('reportDelegate'),
      column.userName.as('userName'),
      's.created_by_id as createdById',
      's.next_due_at as nextDueAt',
      actionableSchedule(user).as('hasFullAccess'),
      's.paused_reason as pausedReason',
    ]),
    withoutUserId(search),
    {
      [F.ScheduleName]: 's.schedule_name',
      [F.Run]: column.run,
      [F.ReportTime]: 's.run_report_at',
      [F.SendReportTo]: column.sendReportTo,
      [F.Projects]: column.projects,
      [F.Divisions]: column.divisions,
      [F.ReportDelegates]: column.reportDelegate,
      [F.CreatedBy]: column.userName,
    },
  );
}

/** Report schedule list (spec 001 §2.4, §7): by name, every column searchable, paged by the paging rule. */
export async function listSchedules(
  db: Db,
  user: AuthContext,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
): Promise<{ rows: ReportScheduleRow[]; totalCount: number }> {
  const query = scheduleListQuery(db, user, search).orderBy('s.schedule_name').orderBy('s.id');
  const { rows, totalCount } = await runPaged(query, range);
  return {
    rows: rows.map((r) => ({
      ...r,
      run: r.run as ReportScheduleRow['run'],
      reportTypeName: reportTypeName(r.reportType),
      nextDueAt: iso(r.nextDueAt),
      hasFullAccess: r.hasFullAccess === true,
    })),
    totalCount,
  };
}

/**
 * What the user may do with schedule `id`: nothing (not found to them), see it (locked), or act on
 * it (visibility.ts).
 */
export async function scheduleAccess(db: Db, user: AuthContext, id: number): Promise<'none' | 'see' | 'act'> {
  const row = await visibleSchedules(db, user)
    .select(actionableSchedule(user).as('act'))
    .where('s.id', '=', id)
    .executeTakeFirst();
  return !row ? 'none' : row.act ? 'act' : 'see';
}

/** A schedule the user may see, whole, with what the save rules need to know about it; undefined otherwise. */
export async function findSchedule(
  db: Db,
  user: AuthContext,
  id: number,
): Promise<(ReportSchedule & { allProjects: boolean }) | undefined> {
  const s = await visibleSchedules(db, user)
    .select([
      's.id',
      's.schedule_name as scheduleName',
      's.description',
      's.report_type as reportType',
      ...timingColumns,
      's.subject',
      's.message',
      's.all_projects as allProjects',
      column.userName.as('userName'),
      's.created_by_id as createdById',
      's.next_due_at as nextDueAt',
      's.paused_reason as pausedReason',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!s) return undefined;

  const projectRows = await db
    .selectFrom('report_schedule_project as rp')
    .innerJoin('project as p', 'p.id', 'rp.project_id')
    .select(['p.id', 'p.project_number', 'p.name', 'p.division_id'])
    .where('rp.schedule_id', '=', id)
    .orderBy('p.project_number')
    .execute();
  const divisionRows = await db
    .selectFrom('report_schedule_division as rv')
    .innerJoin('division as dv', 'dv.id', 'rv.division_id')
    .select(['dv.id', 'dv.division_name'])
    .where('rv.schedule_id', '=', id)
    .orderBy('dv.division_name')
    .execute();
  const taskCodes = await db
    .selectFrom('report_schedule_task as rt')
    .innerJoin('task as t', 't.id', 'rt.task_id')
    .select(['t.id', 't.id as taskCodeID', 't.task_number as taskNumber', 't.name as taskName'])
    .where('rt.schedule_id', '=', id)
    .orderBy('t.task_number')
    .orderBy('t.id')
    .execute();
  const recipients = await db
    .selectFrom('report_schedule_recipient as r')
    .select([
      'r.id',
      'r.employee_id as empID',
      'r.user_id as userId',
      'r.contact_type as contactType',
      'r.email as employeeEmailAddress',
      'r.first_name as firstName',
      'r.last_name as lastName',
    ])
    .where('r.schedule_id', '=', id)
    .orderBy('r.email')
    .execute();
  const delegates = await db
    .selectFrom('report_schedule_delegate as rd')
    .innerJoin('app_user as u', 'u.id', 'rd.user_id')
    .select(['u.id as delegateUserId', 'u.user_name as delegateUserName'])
    .where('rd.schedule_id', '=', id)
    .orderBy('u.user_name')
    .execute();

  const projects = s.allProjects
    ? [{ id: 0, isAllProject: true, projectID: 0, projectNumber: '', projectName: ALL_PROJECTS }]
    : projectRows.map((p) => ({
        id: p.id,
        isAllProject: false,
        projectID: p.id,
        projectNumber: p.project_number,
        projectName: p.name,
      }));
  return {
    ...s,
    run: s.run as ReportSchedule['run'],
    nextDueAt: iso(s.nextDueAt),
    projects,
    divisions: divisionRows.map((d) => ({
      id: d.id,
      divisionName: d.division_name,
      reportScheduleId: id,
      isDeleted: false,
    })),
    taskCodes,
    sendReportTo: recipients.map((r) => ({
      ...r,
      contactType: r.contactType as ReportContactType,
      employeeName: `${r.firstName} ${r.lastName}`.trim(),
    })),
    reportDelegate: delegates,
    hasFullAccess: hasFullAccess(user, {
      reportType: s.reportType,
      allProjects: s.allProjects,
      projectDivisionIds: projectRows.map((p) => p.division_id),
      divisionIds: divisionRows.map((d) => d.id),
    }),
  };
}
