import { describe, expect, it } from 'vitest';
import { contactRecipient, DATE_MODE_TIMING, recipientsAsSaved, scheduleAsSaved } from './schedule-save.ts';
import type { ReportScheduleSave } from './types.ts';

const weekly: ReportScheduleSave = {
  id: 0,
  scheduleName: 'Weekly roster',
  description: '',
  reportType: '13',
  run: 'weekly',
  runReportAt: '',
  scheduleHour: 7,
  scheduleMinute: 30,
  weekday: 1,
  dateInMonth: 5,
  startDate: 7,
  endDate: 1,
  selectedFromDate: null,
  selectedToDate: null,
  subject: 'Roster',
  message: 'Attached.',
  projects: [{ id: 0, isAllProject: false, projectID: 7, projectNumber: '24-1008', projectName: 'Tower' }],
  divisions: [{ id: 3, divisionName: 'North', reportScheduleId: 0, isDeleted: false }],
  taskCodes: [{ id: 0, taskCodeID: 9, taskNumber: '01', taskName: 'Framing' }],
  sendReportTo: [contactRecipient('pm@example.com')],
  reportDelegate: [],
  createdById: 1,
  ProjectTasks: [],
};

describe('a report schedule as saved (spec 001 §4.5)', () => {
  it('keeps each recipient address once, trimmed and lower-cased', () => {
    const saved = recipientsAsSaved([
      contactRecipient(' PM@Example.com '),
      contactRecipient('pm@example.com'),
      contactRecipient('a@b.co'),
    ]);
    expect(saved.map((r) => r.employeeEmailAddress)).toEqual(['pm@example.com', 'a@b.co']);
  });

  it('day mode: no dates; weekly keeps no date in the month, monthly no weekday, daily neither and zero offsets', () => {
    expect(scheduleAsSaved({ ...weekly, selectedFromDate: null })).toMatchObject({
      runReportAt: '07:30 AM',
      weekday: 1,
      dateInMonth: null,
      selectedFromDate: null,
      selectedToDate: null,
    });
    expect(scheduleAsSaved({ ...weekly, run: 'monthly' })).toMatchObject({ weekday: null, dateInMonth: 5 });
    expect(scheduleAsSaved({ ...weekly, run: 'daily' })).toMatchObject({
      weekday: null,
      dateInMonth: null,
      startDate: 0,
      endDate: 0,
    });
  });

  it('date mode clears the run, its time, day, date and offsets and keeps the dates', () => {
    const dates = { selectedFromDate: '2026-03-01', selectedToDate: '' };
    const saved = scheduleAsSaved({ ...weekly, run: '', ...dates });
    expect(saved).toMatchObject({ ...DATE_MODE_TIMING, ...dates });
    expect(Object.keys(DATE_MODE_TIMING).sort()).toEqual([
      'dateInMonth',
      'endDate',
      'run',
      'runReportAt',
      'scheduleHour',
      'scheduleMinute',
      'startDate',
      'weekday',
    ]);
    expect(new Set(Object.values(DATE_MODE_TIMING))).toEqual(new Set(['', null]));
  });

  it("Run now saves the time as 'now', hour and minute 0, no day or date", () => {
    expect(scheduleAsSaved({ ...weekly, runReportAt: 'now' })).toMatchObject({
      runReportAt: 'now',
      scheduleHour: 0,
      scheduleMinute: 0,
      weekday: null,
      dateInMonth: null,
    });
  });

  it('from hour 11 the minute is 0; a time not chosen yet stays unchosen for the check to ask for', () => {
    expect(scheduleAsSaved({ ...weekly, scheduleHour: 11, scheduleMinute: 45 })).toMatchObject({
      scheduleMinute: 0,
      runReportAt: '11:00 AM',
    });
    expect(scheduleAsSaved({ ...weekly, scheduleMinute: null })).toMatchObject({
      scheduleHour: 7,
      scheduleMinute: null,
      runReportAt: '',
    });
  });

  it('keeps the lists the report type has', () => {
    expect(scheduleAsSaved(weekly)).toMatchObject({
      divisions: [],
      taskCodes: [],
      projects: weekly.projects,
    });
    expect(scheduleAsSaved({ ...weekly, reportType: '14' })).toMatchObject({
      projects: [],
      divisions: weekly.divisions,
    });
    expect(scheduleAsSaved({ ...weekly, reportType: '6' }).taskCodes).toEqual(weekly.taskCodes);
    expect(scheduleAsSaved({ ...weekly, reportType: '2' }).sendReportTo).toEqual([]);
  });
});
