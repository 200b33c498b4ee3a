import { describe, expect, it } from 'vitest';
import { WEEKLY_ROSTER_TIMING } from '../testing.ts';
import { REPORT_DATE_SPAN_MAX_DAYS, REPORT_RECIPIENT_MAX } from './limits.ts';
import { ReportMessages } from './messages.ts';
import { checkRecipientEmail, isRecipientEmail } from './recipients.ts';
import { checkReportSchedule, firstReportProblem, type ReportFormInput } from './schedule-check.ts';
import { contactRecipient, DATE_MODE_TIMING } from './schedule-save.ts';
import { afterRunChange, formatRunReportAt, minuteDisabled, REPORT_HOUR_OPTIONS } from './timing.ts';

const R = ReportMessages;
const TODAY = '2026-03-10';

const project = { id: 0, isAllProject: false, projectID: 7, projectNumber: '24-1008', projectName: 'Tower' };
const recipient = contactRecipient('pm@example.com');

const weekly: ReportFormInput = {
  scheduleName: 'Weekly roster',
  description: 'Roster for the office',
  ...WEEKLY_ROSTER_TIMING,
  subject: 'Roster',
  message: 'Attached.',
  projects: [project],
  divisions: [],
  taskCodes: [],
  sendReportTo: [recipient],
};

/** The weekly schedule switched to date mode, from the given day to the day before TODAY. */
const inDateMode = (selectedFromDate: string): ReportFormInput => ({
  ...weekly,
  ...DATE_MODE_TIMING,
  selectedFromDate,
  selectedToDate: '2026-03-09',
});

describe('report form check (spec 001 §5.4)', () => {
  it('passes a complete weekly schedule', () => {
    expect(checkReportSchedule(weekly, TODAY)).toEqual({});
  });

  it("says '<Field> is required' for each missing field, in the spec's order", () => {
    const empty: ReportFormInput = {
      ...weekly,
      scheduleName: ' \u200b',
      description: '',
      reportType: '',
      run: '',
      scheduleHour: null,
      scheduleMinute: null,
      weekday: null,
      subject: '',
      message: '',
      projects: [],
      sendReportTo: [],
    };
    const problems = checkReportSchedule(empty, TODAY);
    expect(Object.entries(problems)).toEqual([
      ['scheduleName', 'Schedule Name is required'],
      ['description', 'Description is required'],
      ['reportType', 'Report Type is required'],
      ['run', 'Run is required'],
      ['projects', 'Projects is required'],
      ['sendReportTo', 'Send Report To is required'],
      ['subject', 'Subject is required'],
      ['message', 'Message is required'],
      ['scheduleHour', 'Hour is required'],
    ]);
    expect(firstReportProblem(problems)).toEqual({
      field: 'scheduleName',
      message: 'Schedule Name is required',
    });
  });

  it('asks for divisions on type 14, task codes on task-code types, no recipients on foreman types', () => {
    expect(checkReportSchedule({ ...weekly, reportType: '14' }, TODAY)).toEqual({
      divisions: 'Divisions is required',
    });
    expect(checkReportSchedule({ ...weekly, reportType: '17' }, TODAY)).toEqual({
      taskCodes: 'Task Codes is required',
    });
    expect(checkReportSchedule({ ...weekly, reportType: '5', sendReportTo: [] }, TODAY)).toEqual({});
  });

  it('refuses a name over 60 characters, All Projects with others, bad e-mails', () => {
    expect(checkReportSchedule({ ...weekly, scheduleName: 'x'.repeat(61) }, TODAY).scheduleName).toBe(
      R.scheduleNameTooLong(60),
    );
    const all = { ...project, isAllProject: true, projectID: 0 };
    expect(checkReportSchedule({ ...weekly, projects: [all, project] }, TODAY).projects).toBe(
      R.allProjectsCombined,
    );
    expect(checkReportSchedule({ ...weekly, projects: [all] }, TODAY)).toEqual({});
    const bad = { ...recipient, employeeEmailAddress: 'not-mail' };
    expect(checkReportSchedule({ ...weekly, sendReportTo: [bad, recipient] }, TODAY).sendReportTo).toBe(
      R.invalidEmail,
    );
    const blank = { ...recipient, employeeEmailAddress: '' };
    expect(checkReportSchedule({ ...weekly, sendReportTo: [blank] }, TODAY).sendReportTo).toBe(
      R.noValidRecipient,
    );
  });

  it('needs the weekday when weekly and the date when monthly, unless the hour is now', () => {
    expect(checkReportSchedule({ ...weekly, weekday: null }, TODAY).weekday).toBe('Day is required');
    expect(checkReportSchedule({ ...weekly, weekday: 7 }, TODAY).weekday).toBe(R.invalidWeekday);
    const monthly = { ...weekly, run: 'monthly' as const, weekday: null };
    expect(checkReportSchedule(monthly, TODAY).dateInMonth).toBe('Date is required');
    expect(checkReportSchedule({ ...monthly, dateInMonth: 31 }, TODAY)).toEqual({});
    const now = { ...weekly, weekday: null, runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0 };
    expect(checkReportSchedule(now, TODAY)).toEqual({});
  });

  it('keeps hours to 3–11 and the minute to 0 from hour 11', () => {
    expect(checkReportSchedule({ ...weekly, scheduleHour: 2 }, TODAY).scheduleHour).toBe(R.invalidHour);
    expect(checkReportSchedule({ ...weekly, scheduleHour: 12 }, TODAY).scheduleHour).toBe(R.invalidHour);
    expect(checkReportSchedule({ ...weekly, scheduleMinute: null }, TODAY).scheduleMinute).toBe(
      'Minute is required',
    );
    expect(checkReportSchedule({ ...weekly, scheduleMinute: 60 }, TODAY).scheduleMinute).toBe(
      R.invalidMinute,
    );
    expect(
      checkReportSchedule({ ...weekly, scheduleHour: 11, scheduleMinute: 15 }, TODAY).scheduleMinute,
    ).toBe(R.invalidMinute);
    expect(checkReportSchedule({ ...weekly, scheduleHour: 11, scheduleMinute: 0 }, TODAY)).toEqual({});
  });

  it('holds the offsets to 1–28 with the end not before the start, and zero for daily runs', () => {
    expect(checkReportSchedule({ ...weekly, startDate: 0 }, TODAY).startDate).toBe(R.invalidStartDate);
    expect(checkReportSchedule({ ...weekly, startDate: 29 }, TODAY).startDate).toBe(R.invalidStartDate);
    expect(checkReportSchedule({ ...weekly, endDate: null }, TODAY).endDate).toBe(R.invalidEndDate);
    expect(checkReportSchedule({ ...weekly, startDate: 3, endDate: 5 }, TODAY).endDate).toBe(R.endAfterStart);
    expect(checkReportSchedule({ ...weekly, startDate: 5, endDate: 5 }, TODAY)).toEqual({});
    const daily = { ...weekly, run: 'daily' as const, ...afterRunChange('daily', weekly) };
    expect(checkReportSchedule(daily, TODAY)).toEqual({});
  });

  it('in date mode needs both dates, not after today, from not after to, and no run or time', () => {
    const dateMode = inDateMode('2026-03-01');
    expect(checkReportSchedule(dateMode, TODAY)).toEqual({});
    expect(checkReportSchedule({ ...dateMode, selectedToDate: null }, TODAY)).toEqual({
      selectedToDate: 'To Date is required',
    });
    // Date mode chosen, no date picked yet: the dates are asked for, not a run.
    expect(checkReportSchedule({ ...dateMode, selectedFromDate: '', selectedToDate: '' }, TODAY)).toEqual({
      selectedFromDate: 'From Date is required',
      selectedToDate: 'To Date is required',
    });
    // Day mode sends the dates null: with no run chosen, the run is asked for.
    expect(
      checkReportSchedule({ ...dateMode, selectedFromDate: null, selectedToDate: null }, TODAY).run,
    ).toBe('Run is required');
    expect(checkReportSchedule({ ...dateMode, selectedToDate: '2026-03-11' }, TODAY).selectedToDate).toBe(
      R.invalidToDate,
    );
    expect(checkReportSchedule({ ...dateMode, selectedFromDate: '2026-02-30' }, TODAY).selectedFromDate).toBe(
      R.invalidFromDate,
    );
    expect(
      checkReportSchedule(
        { ...dateMode, selectedFromDate: '2026-03-09', selectedToDate: '2026-03-01' },
        TODAY,
      ),
    ).toEqual({ selectedToDate: R.dateRange });
  });

  it('bounds a date-mode span to one year: 1900-01-01 onwards is refused', () => {
    const dateMode = inDateMode('1900-01-01');
    expect(checkReportSchedule(dateMode, TODAY)).toEqual({
      selectedFromDate: R.dateSpanTooLong(REPORT_DATE_SPAN_MAX_DAYS),
    });
    // 366 days both inclusive pass, 367 do not.
    expect(checkReportSchedule({ ...dateMode, selectedFromDate: '2025-03-09' }, TODAY)).toEqual({});
    expect(checkReportSchedule({ ...dateMode, selectedFromDate: '2025-03-08' }, TODAY)).toEqual({
      selectedFromDate: R.dateSpanTooLong(REPORT_DATE_SPAN_MAX_DAYS),
    });
  });

  it(`caps the recipients at ${REPORT_RECIPIENT_MAX}`, () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...recipient, employeeEmailAddress: `r${i}@example.com` }));
    expect(checkReportSchedule({ ...weekly, sendReportTo: many(REPORT_RECIPIENT_MAX) }, TODAY)).toEqual({});
    expect(checkReportSchedule({ ...weekly, sendReportTo: many(2000) }, TODAY)).toEqual({
      sendReportTo: R.tooManyRecipients(REPORT_RECIPIENT_MAX),
    });
  });
});

describe('recipient addresses', () => {
  it('takes one plain addr-spec, never a group, list, quote or route', () => {
    for (const ok of ['a@b.co', "o'neil+x@mail.example.com", 'first.last@sub-domain.example.org'])
      expect(isRecipientEmail(ok), ok).toBe(true);
    for (const bad of [
      'undisclosed:victim@evil.example;',
      'victim@evil.example,other@example.com',
      'a b@example.com',
      '"q"@example.com',
      '<a@example.com>',
      'Name <a@example.com>',
      '@route:a@example.com',
      'a@example',
      'a@b..com',
      'a@-b.com',
      '.a@example.com',
      'a..b@example.com',
      `${'x'.repeat(65)}@example.com`,
    ])
      expect(isRecipientEmail(bad), bad).toBe(false);
    expect(checkRecipientEmail('undisclosed:victim@evil.example;', [])).toEqual({ problem: R.invalidEmail });
    expect(
      checkReportSchedule(
        {
          ...weekly,
          sendReportTo: [{ ...recipient, employeeEmailAddress: 'undisclosed:victim@evil.example;' }],
        },
        TODAY,
      ).sendReportTo,
    ).toBe(R.invalidEmail);
  });
});

describe('recipients, run choice and time of day (spec 001 §4.5, §9)', () => {
  it('lower-cases an added e-mail and refuses invalid or repeated ones', () => {
    expect(checkRecipientEmail(' PM@Example.com ', [])).toEqual({ email: 'pm@example.com' });
    expect(checkRecipientEmail('pm@', [])).toEqual({ problem: R.invalidEmail });
    expect(checkRecipientEmail('PM@example.com', ['pm@example.com'])).toEqual({
      problem: R.emailAlreadySelected,
    });
  });

  it('clears by run: daily zeroes, weekly drops the date, monthly drops the weekday', () => {
    const values = { weekday: 3, dateInMonth: 5, startDate: 7, endDate: 1 };
    const current = { run: 'monthly' as const, ...values };
    expect(afterRunChange('daily', current)).toEqual({
      weekday: 0,
      dateInMonth: 0,
      startDate: 0,
      endDate: 0,
    });
    expect(afterRunChange('weekly', current)).toEqual({ ...values, dateInMonth: null });
    expect(afterRunChange('monthly', { ...current, run: 'weekly' })).toEqual({ ...values, weekday: null });
  });

  it("leaving daily clears daily's zeros: no Sunday picked for weekly, no date 0 for monthly", () => {
    const daily = { run: 'daily' as const, weekday: 0, dateInMonth: 0, startDate: 0, endDate: 0 };
    const cleared = { weekday: null, dateInMonth: null, startDate: null, endDate: null };
    expect(afterRunChange('weekly', daily)).toEqual(cleared);
    expect(afterRunChange('monthly', daily)).toEqual(cleared);
  });

  it("offers 'now' and hours 3–11, and disables the minute for now and from 11", () => {
    expect(REPORT_HOUR_OPTIONS).toEqual(['now', 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(minuteDisabled('now')).toBe(true);
    expect(minuteDisabled(11)).toBe(true);
    expect(minuteDisabled(10)).toBe(false);
    expect(minuteDisabled(null)).toBe(false);
    expect(formatRunReportAt(7, 5)).toBe('07:05 AM');
    expect(formatRunReportAt('now', 0)).toBe('now');
  });
});
