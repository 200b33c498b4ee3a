import { contactRecipient, type ReportScheduleSave } from '@tac/contracts';
import { visibleDivisionIds } from '../auth/division-scope.ts';
import type { AuthContext } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { saveSchedule } from '../modules/reports/schedules/save.ts';
import { DEMO_DIVISIONS } from './demo-reference-lists.ts';

/**
 * A few report schedules so the Schedule Reports screen is not empty, saved through the
 * save service as their demo users, so they pass the same rules as a schedule made on the screen.
 * All repeat at a morning hour: none is due at the start, so a demo start sends nothing by itself.
 * Run after the users, their access and the workforce are seeded.
 */

/** The signed-in context of a demo user, as the session lookup would build it. */
async function actingAs(db: Db, userName: string): Promise<AuthContext> {
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'u.role_id', 'role.name'])
    .where('u.user_name', '=', userName)
    .executeTakeFirstOrThrow();
  const claims = await db
    .selectFrom('role_claim')
    .select('claim_name')
    .where('role_id', '=', user.role_id)
    .execute();
  return {
    sessionId: '',
    userId: user.id,
    userName: user.user_name,
    roleId: user.role_id,
    roleName: user.name,
    claims: claims.map((c) => c.claim_name),
    mustChangePassword: false,
    divisionScope: await visibleDivisionIds(db, user.id),
    expiresAt: new Date(Date.now() + 60_000),
  };
}

const base: Omit<ReportScheduleSave, 'scheduleName' | 'description' | 'reportType' | 'subject' | 'message'> =
  {
    id: 0,
    run: 'weekly',
    runReportAt: '',
    scheduleHour: 6,
    scheduleMinute: 0,
    weekday: 1,
    dateInMonth: null,
    startDate: 7,
    endDate: 1,
    selectedFromDate: null,
    selectedToDate: null,
    projects: [],
    divisions: [],
    taskCodes: [],
    sendReportTo: [],
    reportDelegate: [],
  };

export async function seedDemoReportSchedules(db: Db, timeZone: string, now: Date): Promise<void> {
  const divisionId = async (index: number) =>
    (
      await db
        .selectFrom('division')
        .select('id')
        .where('division_name', '=', DEMO_DIVISIONS[index] as string)
        .executeTakeFirstOrThrow()
    ).id;
  const projectsOf = async (index: number, count: number) =>
    (
      await db
        .selectFrom('project')
        .select(['id', 'project_number', 'name'])
        .where('division_id', '=', await divisionId(index))
        .where('is_active', '=', true)
        .orderBy('project_number')
        .limit(count)
        .execute()
    ).map((p) => ({
      id: 0,
      isAllProject: false,
      projectID: p.id,
      projectNumber: p.project_number,
      projectName: p.name,
    }));
  const userId = async (userName: string) =>
    (await db.selectFrom('app_user').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow())
      .id;

  const admin = await actingAs(db, 'admin@demo.local');
  const pm = await actingAs(db, 'pm@demo.local');
  const contribute = await actingAs(db, 'contribute@demo.local');
  const save = (as: AuthContext, body: ReportScheduleSave) => saveSchedule(db, as, body, timeZone, now);

  // The project manager's divisions (demo-security.ts): 4, 5, 6, 9, 10; contribute's: 1, 2, 3, 12, 13.
  const pmProjects = await projectsOf(4, 2);
  const pmTasks = await db
    .selectFrom('task')
    .select(['id', 'task_number', 'name'])
    .where(
      'project_id',
      'in',
      pmProjects.map((p) => p.projectID),
    )
    .orderBy('task_number')
    .limit(4)
    .execute();

  await save(admin, {
    ...base,
    scheduleName: 'Weekly field roster',
    description: 'Who worked on the concrete foundation jobs last week',
    reportType: '13',
    projects: pmProjects,
    subject: 'Field roster, last week',
    message: 'Good morning,\n\nthe field roster for last week is attached.',
    sendReportTo: [contactRecipient('office@demo.local'), contactRecipient('pm@demo.local')],
    reportDelegate: [{ delegateUserId: await userId('pm@demo.local'), delegateUserName: 'pm@demo.local' }],
  });
  await save(contribute, {
    ...base,
    scheduleName: 'Daily job report to GC',
    description: "Yesterday's work and issues for the general contractor",
    reportType: '3',
    run: 'daily',
    scheduleHour: 5,
    scheduleMinute: 30,
    weekday: null,
    startDate: 0,
    endDate: 0,
    projects: await projectsOf(1, 1),
    subject: 'Daily job report',
    message: "Attached is yesterday's daily job report with issues.",
    sendReportTo: [contactRecipient('superintendent@gc.example.com')],
  });
  await save(pm, {
    ...base,
    scheduleName: 'Monthly T&M roll-up',
    description: 'T&M vouchers of the last four weeks, rolled up by task code',
    reportType: '18',
    run: 'monthly',
    scheduleHour: 7,
    weekday: null,
    dateInMonth: 1,
    startDate: 28,
    endDate: 1,
    projects: pmProjects,
    taskCodes: pmTasks.map((t) => ({ id: 0, taskCodeID: t.id, taskNumber: t.task_number, taskName: t.name })),
    subject: 'T&M roll-up',
    message: 'The monthly T&M roll-up is attached.',
    sendReportTo: [contactRecipient('pm@demo.local'), contactRecipient('accounting@demo.local')],
  });
  await save(admin, {
    ...base,
    scheduleName: "Attested 'No' - all projects",
    description: "Every timecard an employee attested 'No' to, company wide",
    reportType: '19',
    weekday: 5,
    scheduleHour: 10,
    projects: [{ id: 0, isAllProject: true, projectID: 0, projectNumber: '', projectName: 'All Projects' }],
    subject: "Attested 'No' this week",
    message: 'Please follow up on the attached attestations.',
    sendReportTo: [contactRecipient('payroll@demo.local'), contactRecipient('admin@demo.local')],
  });
  await save(contribute, {
    ...base,
    scheduleName: 'Field roster by division',
    description: 'The site work crews of last week',
    reportType: '14',
    scheduleMinute: 30,
    divisions: [{ id: await divisionId(1), divisionName: '', reportScheduleId: 0, isDeleted: false }],
    subject: 'Site work roster',
    message: 'The division roster is attached.',
    sendReportTo: [contactRecipient('sitework@demo.local')],
  });
  await save(admin, {
    ...base,
    scheduleName: 'Daily job report by foreman',
    description: "Each foreman's own daily job report, sent to the foremen",
    reportType: '5',
    run: 'daily',
    scheduleHour: 4,
    scheduleMinute: 45,
    weekday: null,
    startDate: 0,
    endDate: 0,
    projects: await projectsOf(2, 2),
    subject: 'Your daily job report',
    message: "Attached is yesterday's daily job report for your crew.",
  });
}
