import {
  contactRecipient,
  DATE_MODE_TIMING,
  ReportMessages,
  RoleName,
  scheduleAsSaved,
} from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { project, schedule, users } from '../testing/fake-reports-api.ts';
import {
  ALL_PROJECTS_ENTRY,
  addTypedRecipient,
  allowedDelegates,
  delegateChoices,
  disabledFields,
  emptyScheduleForm,
  formFromSchedule,
  projectChoices,
  type ReportScheduleForm,
  scheduleFormProblems,
  toScheduleSave,
  withHour,
  withMode,
  withProjects,
  withReportType,
  withRun,
} from './rules.ts';

const TODAY = '2026-03-10';
const R = ReportMessages;
const weekly = (): ReportScheduleForm => formFromSchedule(schedule(1));

describe('day mode and date mode (spec 001 §4.5)', () => {
  it('sends the body the server keeps (scheduleAsSaved): daily and Run now without a day or date', () => {
    const daily = withRun(weekly(), 'daily');
    expect(daily).toMatchObject({ weekday: 0, dateInMonth: 0 }); // the form's disabled fields
    const body = toScheduleSave(daily, { userId: 7, taskOptions: [] });
    expect(body).toMatchObject({ run: 'daily', weekday: null, dateInMonth: null, startDate: 0, endDate: 0 });
    expect(body).toEqual(scheduleAsSaved(body));
    const now = toScheduleSave(weekly(), { userId: 7, taskOptions: [], runNow: true });
    expect(now).toMatchObject({ runReportAt: 'now', weekday: null, dateInMonth: null });
  });

  it('date mode clears and disables run, day, date, offsets and time; day mode clears the dates', () => {
    const dated = withMode({ ...weekly(), fromDate: '', toDate: '' }, 'date');
    expect(dated).toMatchObject({
      mode: 'date',
      run: '',
      hour: null,
      minute: null,
      weekday: null,
      dateInMonth: null,
      startDate: null,
      endDate: null,
    });
    expect(disabledFields(dated)).toEqual({
      run: true,
      weekday: true,
      dateInMonth: true,
      offsets: true,
      hour: true,
      minute: true,
      dates: false,
    });
    const back = withMode({ ...dated, fromDate: '2026-03-01', toDate: '2026-03-02' }, 'day');
    expect(back).toMatchObject({ mode: 'day', fromDate: '', toDate: '' });
    expect(disabledFields(back).dates).toBe(true);
  });

  it('a date-mode schedule opens in date mode; its body has no run or time and the dates as text', () => {
    const dates = { selectedFromDate: '2026-03-01', selectedToDate: '2026-03-05' };
    const form = formFromSchedule(schedule(2, { ...DATE_MODE_TIMING, ...dates }));
    expect(form.mode).toBe('date');
    expect(toScheduleSave(form, { userId: 7, taskOptions: [] })).toMatchObject({
      ...DATE_MODE_TIMING,
      ...dates,
    });
  });

  it('date mode asks for both dates, refuses a day after today and from after to (DATE_RAGE_VALIDATION)', () => {
    const dated = withMode(weekly(), 'date');
    expect(scheduleFormProblems(dated, TODAY)).toEqual({
      selectedFromDate: 'From Date is required',
      selectedToDate: 'To Date is required',
    });
    expect(scheduleFormProblems({ ...dated, fromDate: '2026-03-05', toDate: '2026-03-11' }, TODAY)).toEqual({
      selectedToDate: R.invalidToDate,
    });
    expect(scheduleFormProblems({ ...dated, fromDate: '2026-03-06', toDate: '2026-03-05' }, TODAY)).toEqual({
      selectedToDate: R.dateRange,
    });
    expect(scheduleFormProblems({ ...dated, fromDate: '2026-03-05', toDate: '2026-03-05' }, TODAY)).toEqual(
      {},
    );
  });
});

describe('run, hour and minute (spec 001 §4.5, §9)', () => {
  it('daily zeroes the offsets, weekday and date; weekly clears the date; monthly clears the weekday', () => {
    const form = { ...weekly(), dateInMonth: 5 };
    expect(withRun(form, 'daily')).toMatchObject({
      run: 'daily',
      weekday: 0,
      dateInMonth: 0,
      startDate: 0,
      endDate: 0,
    });
    expect(withRun(form, 'weekly')).toMatchObject({
      weekday: 1,
      dateInMonth: null,
      startDate: 7,
      endDate: 1,
    });
    expect(withRun(form, 'monthly')).toMatchObject({ weekday: null, dateInMonth: 5 });
    expect(disabledFields(withRun(form, 'daily'))).toMatchObject({
      offsets: true,
      weekday: true,
      dateInMonth: true,
    });
    expect(disabledFields(withRun(form, 'weekly'))).toMatchObject({ weekday: false, dateInMonth: true });
    expect(disabledFields(withRun(form, 'monthly'))).toMatchObject({ weekday: true, dateInMonth: false });
  });

  it("daily, then weekly or monthly: no day or date picked, so each is told '<Field> is required'", () => {
    const daily = withRun(weekly(), 'daily');
    const toWeekly = withRun(daily, 'weekly');
    const toMonthly = withRun(daily, 'monthly');
    expect(toWeekly).toMatchObject({ weekday: null, dateInMonth: null, startDate: null, endDate: null });
    expect(toMonthly).toMatchObject({ weekday: null, dateInMonth: null, startDate: null, endDate: null });
    expect(scheduleFormProblems(toWeekly, TODAY).weekday).toBe('Day is required');
    expect(scheduleFormProblems(toMonthly, TODAY).dateInMonth).toBe('Date is required');
  });

  it("hour 'now' sets the minute to 0 and disables day, date and minute; 11 or more locks the minute at 0", () => {
    const now = withHour({ ...weekly(), minute: 45 }, 'now');
    expect(now.minute).toBe(0);
    expect(disabledFields(now)).toMatchObject({ weekday: true, dateInMonth: true, minute: true });
    const eleven = withHour({ ...weekly(), minute: 45 }, 11);
    expect(eleven.minute).toBe(0);
    expect(disabledFields(eleven).minute).toBe(true);
    const ten = withHour({ ...weekly(), minute: 45 }, 10);
    expect(ten.minute).toBe(45);
    expect(disabledFields(ten).minute).toBe(false);
  });

  it("'Run now' saves with the time now and hour and minute 0", () => {
    const body = toScheduleSave(weekly(), { userId: 7, taskOptions: [], runNow: true });
    expect(body).toMatchObject({ runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0, run: 'weekly' });
    expect(toScheduleSave(weekly(), { userId: 7, taskOptions: [] })).toMatchObject({
      runReportAt: '07:30 AM',
      scheduleHour: 7,
      scheduleMinute: 30,
      selectedFromDate: null,
      selectedToDate: null,
    });
  });

  it('offsets: 1–28 for weekly and monthly runs, the end not before the start (PLEASE_ENTER_VALID_END_DATE)', () => {
    expect(scheduleFormProblems({ ...weekly(), startDate: 0 }, TODAY).startDate).toBe(R.invalidStartDate);
    expect(scheduleFormProblems({ ...weekly(), endDate: 0 }, TODAY).endDate).toBe(R.invalidEndDate);
    expect(scheduleFormProblems({ ...weekly(), startDate: 3, endDate: 5 }, TODAY).endDate).toBe(
      R.endAfterStart,
    );
    expect(scheduleFormProblems({ ...weekly(), startDate: 28, endDate: 28 }, TODAY)).toEqual({});
    // Daily runs: offsets 0 are fine.
    expect(scheduleFormProblems(withRun(weekly(), 'daily'), TODAY)).toEqual({});
  });
});

describe('required fields (spec 001 §5.4)', () => {
  it("an empty form names each required field '<Field> is required'", () => {
    expect(scheduleFormProblems(emptyScheduleForm(), TODAY)).toEqual({
      scheduleName: 'Schedule Name is required',
      description: 'Description is required',
      reportType: 'Report Type is required',
      run: 'Run is required',
      projects: 'Projects is required',
      sendReportTo: 'Send Report To is required',
      subject: 'Subject is required',
      message: 'Message is required',
      scheduleHour: 'Hour is required',
    });
  });

  it('weekly asks for the day, monthly for the date; type 14 divisions, task-code types task codes', () => {
    expect(scheduleFormProblems({ ...weekly(), weekday: null }, TODAY).weekday).toBe('Day is required');
    expect(scheduleFormProblems({ ...withRun(weekly(), 'monthly') }, TODAY).dateInMonth).toBe(
      'Date is required',
    );
    expect(scheduleFormProblems({ ...weekly(), minute: null }, TODAY).scheduleMinute).toBe(
      'Minute is required',
    );
    expect(scheduleFormProblems({ ...weekly(), reportType: '14', projects: [] }, TODAY).divisions).toBe(
      'Divisions is required',
    );
    expect(scheduleFormProblems({ ...weekly(), reportType: '17' }, TODAY).taskCodes).toBe(
      'Task Codes is required',
    );
    expect(scheduleFormProblems({ ...weekly(), reportType: '2', sendReportTo: [] }, TODAY)).toEqual({});
    expect(scheduleFormProblems({ ...weekly(), scheduleName: 'x'.repeat(61) }, TODAY).scheduleName).toBe(
      R.scheduleNameTooLong(60),
    );
  });
});

describe('report type changes (spec 001 §4.5)', () => {
  const tasks = [{ id: 5, taskCodeID: 5, taskNumber: 'T-5', taskName: 'Frame' }];
  it('clear projects, divisions for type 14, task codes always, recipients for 2, 5 and 15', () => {
    const form = { ...weekly(), reportType: '6', taskCodes: tasks };
    // 6 to 17: a task-code type to another, whose choices are T&M codes only; the old code goes.
    expect(withReportType(form, '17', users)).toMatchObject({ projects: [], taskCodes: [] });
    expect(withReportType(form, '13', users)).toMatchObject({ projects: [], taskCodes: [] });
    expect(
      withReportType(
        { ...form, divisions: [{ id: 11, divisionName: 'North', reportScheduleId: 1, isDeleted: false }] },
        '14',
        users,
      ).divisions,
    ).toEqual([]);
    expect(withReportType(form, '17', users).sendReportTo).toHaveLength(1);
    for (const type of ['2', '5', '15']) expect(withReportType(form, type, users).sendReportTo).toEqual([]);
  });

  it('drops delegates the new type does not allow (spec 001 §6)', () => {
    const form = {
      ...weekly(),
      reportType: '13',
      reportDelegate: [{ delegateUserId: 4, delegateUserName: 'pm@demo.local' }],
    };
    expect(withReportType(form, '21', users).reportDelegate).toHaveLength(1);
    expect(withReportType(form, '3', users).reportDelegate).toEqual([]);
  });
});

describe('projects and All Projects (spec 001 §5.4, §6)', () => {
  it('offers All Projects only to admin and system admin, for attestation types', () => {
    const active = [project(1), project(2)];
    expect(projectChoices(active, RoleName.Administrator, '19')[0]).toEqual(ALL_PROJECTS_ENTRY);
    expect(projectChoices(active, RoleName.SystemAdmin, '20')[0]).toEqual(ALL_PROJECTS_ENTRY);
    expect(projectChoices(active, RoleName.Contribute, '19').some((p) => p.isAllProject)).toBe(false);
    expect(projectChoices(active, RoleName.Administrator, '13').some((p) => p.isAllProject)).toBe(false);
  });

  it('refuses All Projects with another project (ALL_PROJECT_INVALID_OPTION) and drops task codes of removed projects', () => {
    const choices = projectChoices([project(1), project(2)], RoleName.Administrator, '19');
    const form = { ...weekly(), reportType: '19', projects: [ALL_PROJECTS_ENTRY] };
    expect(withProjects(form, [0, 2], choices, []).problem).toBe(R.allProjectsCombined);
    const tasked = {
      ...weekly(),
      reportType: '6',
      taskCodes: [{ id: 0, taskCodeID: 9, taskNumber: 'T', taskName: 'N' }],
    };
    const options = [{ id: 9, projectId: 1, taskNumber: 'T', taskName: 'N' }];
    expect(withProjects(tasked, [2], choices, options).form.taskCodes).toEqual([]);
    expect(withProjects(tasked, [1, 2], choices, options).form.taskCodes).toHaveLength(1);
  });
});

describe('recipients and delegates (spec 001 §5.4, §6)', () => {
  it('typed e-mails are lower-cased, refused when invalid or already chosen', () => {
    expect(addTypedRecipient([], '  Boss@Example.COM ').recipients[0]?.employeeEmailAddress).toBe(
      'boss@example.com',
    );
    expect(addTypedRecipient([], 'not-an-email').problem).toBe(R.invalidEmail);
    expect(addTypedRecipient([contactRecipient('boss@example.com')], 'BOSS@example.com').problem).toBe(
      R.emailAlreadySelected,
    );
  });

  it('the body sends each recipient once, lower-cased, and the task codes with their projects', () => {
    const form = {
      ...weekly(),
      reportType: '6',
      sendReportTo: [contactRecipient('A@x.com'), contactRecipient('a@x.com')],
      taskCodes: [{ id: 0, taskCodeID: 9, taskNumber: 'T', taskName: 'N' }],
    };
    const body = toScheduleSave(form, {
      userId: 7,
      taskOptions: [{ id: 9, projectId: 1, taskNumber: 'T', taskName: 'N' }],
    });
    expect(body.sendReportTo.map((r) => r.employeeEmailAddress)).toEqual(['a@x.com']);
    expect(body.ProjectTasks).toEqual([{ projectID: 1, projectTaskID: 9 }]);
    expect(body.createdById).toBe(7);
  });

  it('delegate choices follow the security group rule of spec 001 §6', () => {
    const names = (type: string, all = false) =>
      delegateChoices(
        { ...weekly(), reportType: type, projects: all ? [ALL_PROJECTS_ENTRY] : [] },
        users,
      ).map((u) => u.securityGroupName);
    expect(names('19')).toEqual(['Administrator', 'SystemAdmin', 'Contribute']);
    expect(names('22')).toEqual(['Administrator', 'SystemAdmin']);
    expect(names('3')).toEqual(['Administrator', 'SystemAdmin', 'Contribute', 'Read Only']);
    expect(names('13')).toEqual([
      'Administrator',
      'SystemAdmin',
      'Project Manager',
      'Contribute',
      'Read Only',
    ]);
    expect(names('1')).toContain('Project Manager');
    expect(names('19', true)).toEqual(['Administrator', 'SystemAdmin']);
  });

  it('choosing All Projects drops a contribute delegate already chosen', () => {
    const form = {
      ...weekly(),
      reportType: '19',
      reportDelegate: [
        { delegateUserId: 2, delegateUserName: 'admin@demo.local' },
        { delegateUserId: 5, delegateUserName: 'contribute@demo.local' },
      ],
    };
    expect(allowedDelegates(form, users).map((d) => d.delegateUserId)).toEqual([2, 5]);
    expect(
      allowedDelegates({ ...form, projects: [ALL_PROJECTS_ENTRY] }, users).map((d) => d.delegateUserId),
    ).toEqual([2]);
  });
});
