import {
  ApiPaths,
  Messages,
  type ReportContactOption,
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
import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { signIn, userIdOf } from '../../../testing/reference-lists.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../../workforce/test-fixtures.ts';
import { allProjects, contact, projectEntry, weeklySchedule } from './test-fixtures.ts';

const P = ApiPaths.reports;
const R = Messages.report;

describeEachDatabase('report schedules', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  let pmId: number;
  let readonlyId: number;
  let contributeId: number;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    f = await seedWorkforceFixture(t.db);
    tokens = await signIn(t, 'sysadmin', 'admin', 'contribute', 'pm', 'readonly');
    pmId = await userIdOf(t, 'pm');
    readonlyId = await userIdOf(t, 'readonly');
    contributeId = await userIdOf(t, 'contribute');
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
  const auditCount = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;

  it('adds a weekly schedule: e-mails lower-cased and kept once, its time written, due next Monday, audited', async () => {
    const before = await auditCount();
    const res = await save(
      'contribute',
      weeklySchedule(f, {
        scheduleName: '  Roster for the office  ',
        sendReportTo: [
          contact('Office@Example.com'),
          contact('office@example.com '),
          contact('pm@example.com'),
        ],
        reportDelegate: [{ delegateUserId: pmId, delegateUserName: 'pm' }],
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
      reportDelegate: [{ delegateUserId: pmId, delegateUserName: 'pm@demo.local' }],
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
      const res = await save('contribute', weeklySchedule(f, changes));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
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
    await refused({ sendReportTo: [contact('not-an-email')] }, `Send Report To: ${R.invalidEmail}`);
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
    const pmWrong = await save('pm', weeklySchedule(f, { reportType: '3', projects: [pmProject] }));
    expect(pmWrong.status).toBe(403);
    expect(pmWrong.body.message).toBe(R.reportTypeNotAllowed);
    await saved(
      'pm',
      weeklySchedule(f, { reportType: '13', projects: [pmProject], scheduleName: 'PM roster' }),
    );
    // Contribute: everything but voucher metrics.
    const metrics = await save('contribute', weeklySchedule(f, { reportType: '22' }));
    expect(metrics.status).toBe(403);
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
    const mismatch = await save(
      'contribute',
      weeklySchedule(f, { reportType: '6', projects: [a2], taskCodes: [taskCode(tasks[0]?.id ?? 0)] }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(R.unknownTaskCodes);
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
    const contribute = await save(
      'contribute',
      weeklySchedule(f, { reportType: '19', projects: [allProjects] }),
    );
    expect(contribute.status).toBe(403);
    expect(contribute.body.message).toBe(R.allProjectsNotAllowed);
    const notAttestation = await save(
      'admin',
      weeklySchedule(f, { reportType: '3', projects: [allProjects] }),
    );
    expect(notAttestation.status).toBe(400);
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
    const pmOnOther = await save(
      'admin',
      weeklySchedule(f, { reportType: '3', reportDelegate: delegate(pmId) }),
    );
    expect(pmOnOther.status).toBe(400);
    expect(pmOnOther.body.message).toBe(R.delegateNotAllowed('pm@demo.local'));
    const readonlyOnAttestation = await save(
      'admin',
      weeklySchedule(f, { reportType: '19', reportDelegate: delegate(readonlyId) }),
    );
    expect(readonlyOnAttestation.status).toBe(400);
    const contributeOnAll = await save(
      'admin',
      weeklySchedule(f, {
        reportType: '19',
        projects: [allProjects],
        reportDelegate: delegate(contributeId),
      }),
    );
    expect(contributeOnAll.status).toBe(400);
    await saved(
      'admin',
      weeklySchedule(f, { reportType: '1', scheduleName: 'Unit notes', reportDelegate: delegate(pmId) }),
    );
    const users = (await t.call<ReportScheduleUser[]>('GET', P.users, { token: tokens.contribute })).body
      .data;
    expect(users.find((u) => u.userId === pmId)?.securityGroupName).toBe('Project Manager');
  });

  it('shows a shared schedule to users of either division, locking the lists for one who lacks some', async () => {
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
    // The rest may change; the lists stay as they are.
    const renamed = await save('contribute', {
      ...weeklySchedule(f),
      ...seen.body.data,
      scheduleName: 'Shared roster 2',
    });
    expect(renamed.status, renamed.body.message).toBe(200);
    expect(renamed.body.message).toBe(R.updated);
    const dropped = await save('contribute', {
      ...seen.body.data,
      projects: [projectEntry(f.project.a1)],
    });
    expect(dropped.status).toBe(403);
    expect(dropped.body.message).toBe(R.restrictedListChanged);
    expect((await get('admin', id)).body.data.projects.map((p) => p.projectNumber)).toEqual([
      'T-0001',
      'T-0004',
    ]);
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

  it('racing saves of one schedule leave one of them whole', async () => {
    const id = await saved('contribute', weeklySchedule(f, { scheduleName: 'Race' }));
    const bodies = Array.from({ length: 6 }, (_, i) =>
      weeklySchedule(f, {
        id,
        scheduleName: `Race ${i}`,
        sendReportTo: [contact(`race${i}a@example.com`), contact(`race${i}b@example.com`)],
      }),
    );
    const results = await Promise.all(bodies.map((b) => save('contribute', b)));
    expect(results.map((r) => r.status)).toEqual(bodies.map(() => 200));
    const after = (await get('contribute', id)).body.data;
    const winner = after.scheduleName.replace('Race ', '');
    expect(after.sendReportTo.map((r) => r.employeeEmailAddress)).toEqual([
      `race${winner}a@example.com`,
      `race${winner}b@example.com`,
    ]);
    // Racing adds make as many schedules, each whole.
    const adds = await Promise.all(
      [1, 2, 3].map((i) => save('contribute', weeklySchedule(f, { scheduleName: `Parallel ${i}` }))),
    );
    expect(new Set(adds.map((r) => r.body.data.id)).size).toBe(3);
  });
});
