import {
  ApiPaths,
  contactRecipient,
  REPORT_DATE_SPAN_MAX_DAYS,
  REPORT_RECIPIENT_MAX,
  type ReportContactOption,
  ReportMessages,
  type ReportProjectDivision,
  type ReportSchedule,
  type ReportScheduleRow,
  type ReportScheduleSave,
  type ReportScheduleUser,
  type ReportTaskCodeOption,
  TextProblem,
} from '@tac/contracts';
import {
  ReportContactOptionSchema,
  ReportScheduleRowSchema,
  ReportScheduleSchema,
  wireProblems,
} from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, userIdOf } from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../../workforce/test-fixtures.ts';
import { allProjects, projectEntry, weeklySchedule } from './test-fixtures.ts';

const P = ApiPaths.reports;
const R = ReportMessages;

describeEachDatabase('report schedules', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  let pmId: number;
  let readonlyId: number;
  let contributeId: number;
  let adminId: number;
  let sysadminId: number;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    f = await seedWorkforceFixture(t.db);
    tokens = await signIn(t, 'sysadmin', 'admin', 'contribute', 'pm', 'readonly');
    pmId = await userIdOf(t, 'pm');
    readonlyId = await userIdOf(t, 'readonly');
    contributeId = await userIdOf(t, 'contribute');
    adminId = await userIdOf(t, 'admin');
    sysadminId = await userIdOf(t, 'sysadmin');
  });
  afterAll(() => t?.close());

  const save = (user: string, body: ReportScheduleSave) =>
    t.call<{ id: number }>('POST', P.save, { token: tokens[user], body });
  const get = (user: string, id: number) =>
    t.call<ReportSchedule>('GET', `${P.get}?id=${id}`, { token: tokens[user] });
  const list = (user: string, body: Record<string, unknown> = {}) =>
    t.call<ReportScheduleRow[]>('POST', `${P.list}?userId=1`, {
      token: tokens[user],
      body: { Skip: 0, Take: 100, SearchText: [], ...body },
    });
  const saved = async (user: string, body: ReportScheduleSave) => {
    const res = await save(user, body);
    expect(res.status, res.body.message).toBe(200);
    return res.body.data.id;
  };
  /** A save the API refuses: with `status`, and `message` when given. */
  const refusedSave = async (user: string, body: ReportScheduleSave, status: number, message?: string) => {
    const res = await save(user, body);
    expect(res.status, res.body.message).toBe(status);
    if (message !== undefined) expect(res.body.message).toBe(message);
  };
  const auditCount = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;

  it('adds a weekly schedule: e-mails lower-cased and kept once, its time written, due next Monday, audited', async () => {
    const before = await auditCount();
    const res = await save(
      'contribute',
      weeklySchedule(f, {
        scheduleName: '  Roster for the office  ',
        sendReportTo: [
          contactRecipient('Office@Example.com'),
          contactRecipient('office@example.com '),
          contactRecipient('pm@example.com'),
        ],
        reportDelegate: [{ delegateUserId: adminId, delegateUserName: 'admin' }],
        runReportAt: 'anything',
      }),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(R.saved);
    const schedule = (await get('contribute', res.body.data.id)).body.data;
    expect(schedule).toMatchObject({
      scheduleName: 'Roster for the office',
      runReportAt: '07:30 AM',
      dateInMonth: null,
      userName: 'contribute@demo.local',
      createdById: contributeId,
      hasFullAccess: true,
      reportDelegate: [{ delegateUserId: adminId, delegateUserName: 'admin@demo.local' }],
      projects: [{ projectID: f.project.a1, isAllProject: false, projectNumber: 'T-0001' }],
    });
    expect(schedule.sendReportTo.map((r) => r.employeeEmailAddress)).toEqual([
      'office@example.com',
      'pm@example.com',
    ]);
    // What the server sends is what the contracts say, field for field.
    expect(wireProblems(ReportScheduleSchema, schedule)).toEqual([]);
    const rows = (await list('contribute')).body.data;
    expect(wireProblems(Type.Array(ReportScheduleRowSchema), rows)).toEqual([]);
    const due = new Date(schedule.nextDueAt as string);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(8 * 24 * 3600_000);
    expect(await auditCount()).toBe(before + 1);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', entity: 'report_schedule', user_id: contributeId });
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const before = await auditCount();
    const refused = async (changes: Partial<ReportScheduleSave>, message: string) => {
      await refusedSave('contribute', weeklySchedule(f, changes), 400, message);
    };
    await refused({ scheduleName: ' ' }, 'Schedule Name is required');
    await refused({ scheduleName: 'x'.repeat(61) }, 'Schedule Name must be at most 60 characters');
    await refused({ scheduleName: 'Roster\nfor all' }, `scheduleName ${TextProblem.lineBreak}`);
    await refused({ scheduleName: 'Roster \u202dfor all' }, `scheduleName ${TextProblem.direction}`);
    await refused({ subject: 'Roster\r\nBcc: all@example.com' }, `subject ${TextProblem.lineBreak}`);
    await refused({ description: '' }, 'Description is required');
    await refused({ reportType: '10' }, R.unknownReportType);
    await refused({ run: '' }, 'Run is required');
    await refused({ projects: [] }, 'Projects is required');
    await refused({ sendReportTo: [] }, 'Send Report To is required');
    await refused({ sendReportTo: [contactRecipient('not-an-email')] }, `Send Report To: ${R.invalidEmail}`);
    await refused({ weekday: null }, 'Day is required');
    // A message that starts with its field is not prefixed again.
    await refused({ scheduleHour: 12 }, R.invalidHour);
    await refused({ scheduleHour: 11, scheduleMinute: 30 }, R.invalidMinute);
    await refused({ startDate: 3, endDate: 5 }, `End Date: ${R.endAfterStart}`);
    await refused({ startDate: 29 }, `Start Date: ${R.invalidStartDate}`);
    await refused({ reportType: '17' }, 'Task Codes is required');
    await refused({ reportType: '14' }, 'Divisions is required');
    await refused(
      { run: '', selectedFromDate: '2026-01-09', selectedToDate: '2026-01-02' },
      `To Date: ${R.dateRange}`,
    );
    await refused(
      { projects: [allProjects, projectEntry(f.project.a1)] },
      `Projects: ${R.allProjectsCombined}`,
    );
    // A schema refusal names its field too.
    const wrongType = await t.call('POST', P.save, {
      token: tokens.contribute,
      body: { ...weeklySchedule(f), scheduleHour: 'seven' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe(R.notWholeNumber('Hour'));
    expect(await auditCount()).toBe(before);
  });

  it('holds each role to its report types and claims', async () => {
    // Read-only: no add claim at all; the page claim still lists.
    const readonly = await save('readonly', weeklySchedule(f, { reportType: '3' }));
    expect(readonly.status).toBe(403);
    expect(readonly.body.message).toBe(R.addNotAllowed);
    expect((await list('readonly')).status).toBe(200);
    // Project manager: the project-manager types only, in their own division.
    const pmProject = projectEntry(f.project.other);
    await refusedSave(
      'pm',
      weeklySchedule(f, { reportType: '3', projects: [pmProject] }),
      403,
      R.reportTypeNotAllowed,
    );
    await saved(
      'pm',
      weeklySchedule(f, { reportType: '13', projects: [pmProject], scheduleName: 'PM roster' }),
    );
    // Contribute: everything but voucher metrics.
    await refusedSave('contribute', weeklySchedule(f, { reportType: '22' }), 403);
    await saved('contribute', weeklySchedule(f, { reportType: '19', scheduleName: 'Attested no' }));
  });

  it("refuses another division's projects, divisions and task codes", async () => {
    const other = projectEntry(f.project.other);
    const project = await save('contribute', weeklySchedule(f, { projects: [other] }));
    expect(project.status).toBe(400);
    expect(project.body.message).toBe(R.unknownProjects);
    const division = await save(
      'contribute',
      weeklySchedule(f, {
        reportType: '14',
        projects: [],
        divisions: [{ id: f.division.other, divisionName: '', reportScheduleId: 0, isDeleted: false }],
      }),
    );
    expect(division.status).toBe(400);
    expect(division.body.message).toBe(R.unknownDivisions);
    await saved(
      'contribute',
      weeklySchedule(f, {
        reportType: '14',
        scheduleName: 'Division roster',
        projects: [],
        divisions: [{ id: f.division.mine, divisionName: '', reportScheduleId: 0, isDeleted: false }],
      }),
    );
    const tasks = (
      await t.call<ReportTaskCodeOption[]>('POST', `${P.taskCodes}?isTMCode=false`, {
        token: tokens.contribute,
        body: [{ projectId: f.project.a1 }, { projectId: f.project.other }],
      })
    ).body.data;
    expect(tasks.map((c) => c.taskNumber)).toEqual(['01-100', '02-200']);
    expect(tasks.every((c) => c.projectId === f.project.a1)).toBe(true);
    const tmOnly = await t.call<ReportTaskCodeOption[]>('POST', `${P.taskCodes}?isTMCode=true`, {
      token: tokens.contribute,
      body: [{ projectId: f.project.a1 }],
    });
    expect(tmOnly.body.data).toEqual([]);
    const taskCode = (id: number) => ({ id: 0, taskCodeID: id, taskNumber: '', taskName: '' });
    // A task code of a project the schedule does not name.
    const a2 = projectEntry(f.project.a2);
    await refusedSave(
      'contribute',
      weeklySchedule(f, { reportType: '6', projects: [a2], taskCodes: [taskCode(tasks[0]?.id ?? 0)] }),
      400,
      R.unknownTaskCodes,
    );
    const id = await saved(
      'contribute',
      weeklySchedule(f, {
        reportType: '6',
        scheduleName: 'Time vouchers',
        taskCodes: tasks.map((c) => taskCode(c.id)),
      }),
    );
    expect((await get('contribute', id)).body.data.taskCodes.map((c) => c.taskNumber)).toEqual([
      '01-100',
      '02-200',
    ]);
  });

  it("offers 'All Projects' to administrators on attestation types only", async () => {
    await refusedSave(
      'contribute',
      weeklySchedule(f, { reportType: '19', projects: [allProjects] }),
      403,
      R.allProjectsNotAllowed,
    );
    await refusedSave('admin', weeklySchedule(f, { reportType: '3', projects: [allProjects] }), 400);
    const id = await saved(
      'admin',
      weeklySchedule(f, { reportType: '20', projects: [allProjects], scheduleName: 'Overrides' }),
    );
    const schedule = (await get('admin', id)).body.data;
    expect(schedule.projects).toEqual([{ ...allProjects, id: 0 }]);
    expect(schedule.hasFullAccess).toBe(true);
    const listed = (await list('admin', { SearchText: [{ FieldName: 'scheduleName', Value: 'Overrides' }] }))
      .body.data;
    expect(listed[0]?.projects).toBe('All Projects');
  });

  it('holds delegates to the security-group filter', async () => {
    const delegate = (userId: number) => [{ delegateUserId: userId, delegateUserName: '' }];
    await refusedSave(
      'admin',
      weeklySchedule(f, { reportType: '3', reportDelegate: delegate(pmId) }),
      400,
      R.delegateNotAllowed('pm@demo.local'),
    );
    await refusedSave(
      'admin',
      weeklySchedule(f, { reportType: '19', reportDelegate: delegate(readonlyId) }),
      400,
    );
    await refusedSave(
      'admin',
      weeklySchedule(f, {
        reportType: '19',
        projects: [allProjects],
        reportDelegate: delegate(contributeId),
      }),
      400,
    );
    await saved(
      'admin',
      weeklySchedule(f, { reportType: '1', scheduleName: 'Unit notes', reportDelegate: delegate(pmId) }),
    );
    const users = (await t.call<ReportScheduleUser[]>('GET', P.users, { token: tokens.admin })).body.data;
    expect(users.find((u) => u.userId === pmId)?.securityGroupName).toBe('Project Manager');
  });

  it('GetScheduleUsers answers only the delegates the caller may choose, with the fields the dialog shows', async () => {
    const users = async (user: string) =>
      (await t.call<ReportScheduleUser[]>('GET', P.users, { token: tokens[user] })).body.data;
    const contribute = await users('contribute');
    // contribute@ and pm@ share no division: neither is offered the other; everyone is offered the
    // users of all divisions; the administrators are offered everyone.
    expect(contribute.map((u) => u.userName)).toEqual([
      'admin@demo.local',
      'contribute@demo.local',
      'sysadmin@demo.local',
    ]);
    expect((await users('pm')).map((u) => u.userName)).not.toContain('contribute@demo.local');
    expect((await users('admin')).map((u) => u.userName)).toEqual(
      expect.arrayContaining(['pm@demo.local', 'readonly@demo.local', 'contribute@demo.local']),
    );
    for (const u of contribute)
      expect(Object.keys(u).sort()).toEqual([
        'firstName',
        'lastName',
        'securityGroupName',
        'userId',
        'userName',
      ]);
    // The save holds delegates to the same rule.
    await refusedSave(
      'contribute',
      weeklySchedule(f, {
        reportType: '13',
        reportDelegate: [{ delegateUserId: pmId, delegateUserName: '' }],
      }),
      400,
      R.unknownDelegates,
    );
    // A delegate the schedule has already stays when someone who could not choose them edits it.
    const kept = await saved(
      'admin',
      weeklySchedule(f, {
        reportType: '13',
        scheduleName: 'PM delegate kept',
        reportDelegate: [{ delegateUserId: pmId, delegateUserName: '' }],
      }),
    );
    const loaded = (await get('contribute', kept)).body.data;
    const edited = await save('contribute', { ...weeklySchedule(f), ...loaded, subject: 'Edited' });
    expect(edited.status, edited.body.message).toBe(200);
    expect((await get('admin', kept)).body.data.reportDelegate.map((d) => d.delegateUserId)).toEqual([pmId]);
  });

  it('shows a shared schedule to users of either division, locked for one who lacks some: save and delete refused', async () => {
    const other = projectEntry(f.project.other, 'T-0004');
    const id = await saved(
      'admin',
      weeklySchedule(f, { scheduleName: 'Shared roster', projects: [projectEntry(f.project.a1), other] }),
    );
    const seen = await get('contribute', id);
    expect(seen.status).toBe(200);
    expect(seen.body.data.hasFullAccess).toBe(false);
    expect((await get('pm', id)).body.data.hasFullAccess).toBe(false);
    expect((await get('admin', id)).body.data.hasFullAccess).toBe(true);
    expect((await get('readonly', id)).status).toBe(404);
    const row = (await list('pm')).body.data.find((r) => r.id === id);
    expect(row?.hasFullAccess).toBe(false);
    expect((await list('admin')).body.data.find((r) => r.id === id)?.hasFullAccess).toBe(true);
    const before = await auditCount();
    // Not even the name; nor the recipients, to an outside address; nor a delete.
    const attempts: [string, Partial<ReportScheduleSave>][] = [
      ['contribute', { scheduleName: 'Shared roster 2' }],
      ['pm', { scheduleName: 'Shared roster 2' }],
      ['pm', { sendReportTo: [contactRecipient('outside@evil.example')] }],
      ['pm', { projects: [other] }],
    ];
    for (const [user, changes] of attempts) {
      await refusedSave(user, { ...weeklySchedule(f), ...seen.body.data, ...changes }, 403, R.restricted);
    }
    const removed = await t.call('POST', P.delete, { token: tokens.pm, body: { id } });
    expect(removed.status).toBe(403);
    expect(removed.body.message).toBe(R.restricted);
    expect(await auditCount()).toBe(before);
    const kept = (await get('admin', id)).body.data;
    expect(kept.projects.map((p) => p.projectNumber)).toEqual(['T-0001', 'T-0004']);
    expect(kept.sendReportTo.map((r) => r.employeeEmailAddress)).toEqual(['office@example.com']);
    expect(kept.scheduleName).toBe('Shared roster');
  });

  it('locks a schedule of a type the role may not choose, and hides 19, 20 and 22 from roles that may not', async () => {
    const pmProject = projectEntry(f.project.other, 'T-0004');
    const timecards = await saved(
      'admin',
      weeklySchedule(f, { reportType: '11', scheduleName: 'Timecards T-0004', projects: [pmProject] }),
    );
    expect((await get('pm', timecards)).body.data.hasFullAccess).toBe(false);
    const seen = (await get('pm', timecards)).body.data;
    expect((await save('pm', { ...weeklySchedule(f), ...seen, subject: 'Mine now' })).status).toBe(403);
    expect((await t.call('POST', P.delete, { token: tokens.pm, body: { id: timecards } })).status).toBe(403);

    const attested = await saved(
      'admin',
      weeklySchedule(f, { reportType: '19', scheduleName: 'Attested T-0004', projects: [pmProject] }),
    );
    const metrics = await saved(
      'admin',
      weeklySchedule(f, {
        reportType: '22',
        scheduleName: 'Metrics T-0001',
        projects: [projectEntry(f.project.a1)],
      }),
    );
    // Delegates or creators all the same (written straight in: the save's delegate rule refuses them).
    await t.db
      .insertInto('report_schedule_delegate')
      .values([
        { schedule_id: attested, user_id: readonlyId },
        { schedule_id: metrics, user_id: contributeId },
      ])
      .execute();
    expect((await get('pm', attested)).status).toBe(404);
    expect((await get('readonly', attested)).status).toBe(404);
    expect((await get('contribute', metrics)).status).toBe(404);
    expect((await get('contribute', attested)).status).toBe(404);
    const names = (await list('pm')).body.data.map((r) => r.scheduleName);
    expect(names).toContain('Timecards T-0004');
    expect(names).not.toContain('Attested T-0004');
    expect((await list('contribute')).body.data.map((r) => r.scheduleName)).not.toContain('Metrics T-0001');
    expect((await t.call('POST', P.delete, { token: tokens.pm, body: { id: attested } })).status).toBe(404);
    await t.db
      .deleteFrom('report_schedule_delegate')
      .where('schedule_id', 'in', [attested, metrics])
      .execute();
  });

  it('mails an Employee or User at the address their record holds, caps recipients, and takes one addr-spec per Contact', async () => {
    const employee = {
      ...contactRecipient('attacker@evil.example'),
      contactType: 'Employee' as const,
      empID: f.employee.manual,
    };
    const user = {
      ...contactRecipient('attacker2@evil.example'),
      contactType: 'User' as const,
      userId: adminId,
    };
    const id = await saved(
      'contribute',
      weeklySchedule(f, { scheduleName: 'Held addresses', sendReportTo: [employee, user] }),
    );
    const stored = (await get('contribute', id)).body.data.sendReportTo.map((r) => r.employeeEmailAddress);
    expect(stored).toEqual(['admin@demo.local', 'te1@example.com']);
    // An employee outside the user's divisions is no recipient of theirs.
    await refusedSave(
      'contribute',
      weeklySchedule(f, { sendReportTo: [{ ...employee, empID: f.employee.other }] }),
      400,
      R.unknownRecipients,
    );
    await refusedSave(
      'contribute',
      weeklySchedule(f, { sendReportTo: [contactRecipient('undisclosed:victim@evil.example;')] }),
      400,
      `Send Report To: ${R.invalidEmail}`,
    );
    const many = Array.from({ length: 2000 }, (_, i) => contactRecipient(`outside${i}@evil.example`));
    await refusedSave(
      'contribute',
      weeklySchedule(f, { sendReportTo: many }),
      400,
      R.tooManyRecipients(REPORT_RECIPIENT_MAX),
    );
  });

  it('bounds a date-mode span to one year: a schedule from 1900-01-01 is refused', async () => {
    await refusedSave(
      'contribute',
      weeklySchedule(f, { run: '', selectedFromDate: '1900-01-01', selectedToDate: '2026-01-02' }),
      400,
      R.dateSpanTooLong(REPORT_DATE_SPAN_MAX_DAYS),
    );
  });

  it('keeps a schedule of another division hidden unless the user created it or is its delegate', async () => {
    const other = projectEntry(f.project.other);
    const hidden = await saved('admin', weeklySchedule(f, { scheduleName: 'PM only', projects: [other] }));
    expect((await get('contribute', hidden)).status).toBe(404);
    expect((await save('contribute', { ...weeklySchedule(f), id: hidden })).status).toBe(404);
    const delegated = await saved(
      'admin',
      weeklySchedule(f, {
        scheduleName: 'Delegated',
        projects: [other],
        reportDelegate: [{ delegateUserId: contributeId, delegateUserName: '' }],
      }),
    );
    expect((await get('contribute', delegated)).status).toBe(200);
    const names = (await list('contribute')).body.data.map((r) => r.scheduleName);
    expect(names).toContain('Delegated');
    expect(names).not.toContain('PM only');
  });

  it('Run now and date mode run once at once, with the fields they do not use cleared', async () => {
    const now = await saved(
      'contribute',
      weeklySchedule(f, {
        scheduleName: 'Now',
        runReportAt: 'now',
        scheduleHour: null,
        scheduleMinute: 15,
        weekday: null,
      }),
    );
    const a = (await get('contribute', now)).body.data;
    expect(a).toMatchObject({ runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0, weekday: null });
    expect(Math.abs(new Date(a.nextDueAt as string).getTime() - Date.now())).toBeLessThan(60_000);
    const range = await saved(
      'contribute',
      weeklySchedule(f, {
        scheduleName: 'Range',
        run: '',
        selectedFromDate: '2026-01-05',
        selectedToDate: '2026-01-09',
      }),
    );
    const b = (await get('contribute', range)).body.data;
    expect(b).toMatchObject({
      run: '',
      runReportAt: '',
      scheduleHour: null,
      weekday: null,
      startDate: null,
      selectedFromDate: '2026-01-05',
      selectedToDate: '2026-01-09',
    });
    expect(Math.abs(new Date(b.nextDueAt as string).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('deletes with the delete claim: gone from the list, kept in the table, nothing due', async () => {
    const id = await saved('contribute', weeklySchedule(f, { scheduleName: 'To delete' }));
    const readonly = await t.call('POST', P.delete, { token: tokens.readonly, body: { id } });
    expect(readonly.status).toBe(403);
    const res = await t.call('POST', P.delete, { token: tokens.contribute, body: { id } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(R.deleted);
    expect((await get('contribute', id)).status).toBe(404);
    expect((await t.call('POST', P.delete, { token: tokens.contribute, body: { id } })).status).toBe(404);
    const row = await t.db
      .selectFrom('report_schedule')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_deleted: true, next_due_at: null });
  });

  it('searches every column and pages by the paging rule', async () => {
    const adminId = await userIdOf(t, 'admin');
    await t.db
      .insertInto('report_schedule')
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          schedule_name: `Paging ${String(i + 1).padStart(3, '0')}`,
          description: 'd',
          report_type: '3',
          run: 'daily',
          run_report_at: '05:00 AM',
          schedule_hour: 5,
          schedule_minute: 0,
          subject: 's',
          message: 'm',
          created_by_id: adminId,
        })),
      )
      .execute();
    const search = [{ FieldName: 'scheduleName', Value: 'paging' }];
    const first = await list('admin', { SearchText: search });
    const second = await list('admin', { SearchText: search, Skip: 101, Take: 200 });
    expect(first.body.totalCount).toBe(130);
    expect(first.body.data).toHaveLength(100);
    expect(second.body.data).toHaveLength(30);
    expect(new Set([...first.body.data, ...second.body.data].map((r) => r.id)).size).toBe(130);
    expect(first.body.data[0]).toMatchObject({
      scheduleName: 'Paging 001',
      reportTypeName: 'Daily Job Report to GC with Issues',
    });

    const names = async (FieldName: string, Value: string) =>
      (await list('admin', { SearchText: [{ FieldName, Value }], Take: 1000 })).body.data
        .map((r) => r.scheduleName)
        .filter((n) => !n.startsWith('Paging'));
    expect(await names('sendReportTo', 'PM@EXAMPLE')).toEqual(['Roster for the office']);
    expect(await names('projects', 't-0004')).toEqual(
      expect.arrayContaining(['Delegated', 'PM only', 'PM roster']),
    );
    expect(await names('divisions', '110 - Site')).toEqual(['Division roster']);
    expect(await names('reportDelegate', 'contribute@')).toEqual(['Delegated']);
    expect(await names('userName', 'pm@demo')).toEqual(['PM roster']);
    expect(await names('run', 'date range')).toEqual(['Range']);
    expect(await names('runReportAt', 'now')).toEqual(['Now']);
    // The legacy userId entry is ignored; an unknown FieldName is a 400.
    expect((await list('admin', { SearchText: [{ FieldName: 'userId', Value: '3' }] })).status).toBe(200);
    expect((await list('admin', { SearchText: [{ FieldName: 'subject', Value: 's' }] })).status).toBe(400);
  });

  it('offers contacts of the user’s divisions and users, and the user’s divisions', async () => {
    const contacts = (await t.call<ReportContactOption[]>('GET', P.contacts, { token: tokens.contribute }))
      .body.data;
    expect(wireProblems(Type.Array(ReportContactOptionSchema), contacts)).toEqual([]);
    const emails = contacts.map((c) => c.employeeEmailAddress);
    expect(emails).toEqual(expect.arrayContaining(['te1@example.com', 'te2@example.com']));
    expect(emails).not.toContain('te3@example.com');
    expect(contacts.find((c) => c.contactType === 'User' && c.userId === pmId)?.securityGroupName).toBe(
      'Project Manager',
    );
    const divisions = (
      await t.call<ReportProjectDivision[]>('GET', `${P.projectDivisions}?userId=3`, {
        token: tokens.contribute,
      })
    ).body.data;
    expect(divisions.map((d) => d.id)).toContain(f.division.mine);
    expect(divisions.map((d) => d.id)).not.toContain(f.division.other);
    expect(divisions).toHaveLength(5);
  });

  it('8 concurrent saves of one schedule with different lists store exactly one sent set of lists, in each of 20 rounds', async () => {
    const tasks = await t.db
      .selectFrom('task')
      .select(['id', 'project_id'])
      .where('project_id', 'in', [f.project.a1, f.project.a2])
      .orderBy('id')
      .execute();
    const division = (id: number) => ({ id, divisionName: '', reportScheduleId: 0, isDeleted: false });
    const delegate = (id: number) => ({ delegateUserId: id, delegateUserName: '' });
    const taskCode = (id: number) => ({ id: 0, taskCodeID: id, taskNumber: '', taskName: '' });
    const variant = (id: number, round: number, i: number): ReportScheduleSave => {
      const pick = <T>(items: readonly T[]) =>
        items.filter((_, k) => ((i + round) >> k) % 2 === 0 || k === i % items.length);
      if (i % 4 === 3)
        return weeklySchedule(f, {
          id,
          reportType: '14',
          scheduleName: `Race ${i}`,
          projects: [],
          divisions: pick([f.division.mine, f.division.other, f.division.paging]).map(division),
          sendReportTo: pick(['a', 'b', 'c', 'd']).map((x) => contactRecipient(`race${i}${x}@example.com`)),
          reportDelegate: pick([contributeId, sysadminId, readonlyId]).map(delegate),
        });
      const projects = i % 2 === 0 ? [f.project.a1] : [f.project.a1, f.project.a2];
      return weeklySchedule(f, {
        id,
        reportType: '6',
        scheduleName: `Race ${i}`,
        projects: projects.map((p) => projectEntry(p)),
        taskCodes: pick(tasks.filter((tc) => projects.includes(tc.project_id as number))).map((tc) =>
          taskCode(tc.id),
        ),
        sendReportTo: pick(['a', 'b', 'c', 'd']).map((x) => contactRecipient(`race${i}${x}@example.com`)),
        reportDelegate: pick([contributeId, sysadminId, readonlyId]).map(delegate),
      });
    };
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((x, y) => x - y);
    const listsOf = (b: ReportScheduleSave) => ({
      projects: b.reportType === '14' ? [] : ids(b.projects.map((p) => ({ id: p.projectID }))),
      divisions: b.reportType === '14' ? ids(b.divisions) : [],
      tasks: b.reportType === '6' ? ids(b.taskCodes.map((tc) => ({ id: tc.taskCodeID }))) : [],
      recipients: b.sendReportTo.map((r) => r.employeeEmailAddress).sort(),
      delegates: ids(b.reportDelegate.map((d) => ({ id: d.delegateUserId }))),
    });
    const stored = async (id: number) => {
      const of = async (table: string, column: string) =>
        (
          await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(table)}
            where schedule_id = ${id}`.execute(t.db)
        ).rows
          .map((r) => Number(r.id))
          .sort((x, y) => x - y);
      return {
        projects: await of('report_schedule_project', 'project_id'),
        divisions: await of('report_schedule_division', 'division_id'),
        tasks: await of('report_schedule_task', 'task_id'),
        recipients: (
          await t.db
            .selectFrom('report_schedule_recipient')
            .select('email')
            .where('schedule_id', '=', id)
            .execute()
        )
          .map((r) => r.email)
          .sort(),
        delegates: await of('report_schedule_delegate', 'user_id'),
      };
    };
    const id = await saved('admin', variant(0, 0, 0));
    let whole = 0;
    for (let round = 0; round < 20; round++) {
      const bodies = Array.from({ length: 8 }, (_, i) => variant(id, round, i));
      const results = await Promise.all(bodies.map((b) => save('admin', b)));
      expect(results.map((r) => r.status)).toEqual(bodies.map(() => 200));
      const now = await stored(id);
      const sent = bodies.map(listsOf);
      expect(sent).toContainEqual(now);
      // And the row's own fields came with that same save.
      const name = (await get('admin', id)).body.data.scheduleName;
      expect(listsOf(bodies[Number(name.replace('Race ', ''))] as ReportScheduleSave)).toEqual(now);
      whole++;
    }
    expect(whole).toBe(20);
    // Racing adds make as many schedules, each whole.
    const adds = await Promise.all(
      [1, 2, 3].map((i) => save('contribute', weeklySchedule(f, { scheduleName: `Parallel ${i}` }))),
    );
    expect(new Set(adds.map((r) => r.body.data.id)).size).toBe(3);
  });
});
