/**
 * The form check of a report schedule (spec 001 §5.4): the mf-reports form shows its problems under
 * their fields and the API refuses a save with the first one, in the same words
 * (`ReportMessages`).
 */

import { addDays, isCalendarDate } from '../calendar.ts';
import { hasVisibleText } from '../text.ts';
import { isReportTypeCode, isReportTypeIn } from './catalogue.ts';
import {
  REPORT_DATE_SPAN_MAX_DAYS,
  REPORT_HOUR_MAX,
  REPORT_HOUR_MIN,
  REPORT_MINUTE_LOCKED_FROM_HOUR,
  REPORT_OFFSET_MAX,
  REPORT_RECIPIENT_MAX,
  SCHEDULE_NAME_MAX,
} from './limits.ts';
import { ReportMessages } from './messages.ts';
import { isRecipientEmail } from './recipients.ts';
import { isDateMode, isRunNow } from './timing.ts';
import type { ReportScheduleSave } from './types.ts';

/** The fields the check reports on, in the spec's order. */
export const REPORT_FORM_FIELDS = [
  'scheduleName',
  'description',
  'reportType',
  'run',
  'projects',
  'divisions',
  'taskCodes',
  'sendReportTo',
  'subject',
  'message',
  'weekday',
  'dateInMonth',
  'scheduleHour',
  'scheduleMinute',
  'startDate',
  'endDate',
  'selectedFromDate',
  'selectedToDate',
] as const;
export type ReportFormField = (typeof REPORT_FORM_FIELDS)[number];

/** Each field's label as the form shows it; the inline required texts use it. */
export const REPORT_FIELD_LABELS: Readonly<Record<ReportFormField, string>> = {
  scheduleName: 'Schedule Name',
  description: 'Description',
  reportType: 'Report Type',
  run: 'Run',
  projects: 'Projects',
  divisions: 'Divisions',
  taskCodes: 'Task Codes',
  sendReportTo: 'Send Report To',
  subject: 'Subject',
  message: 'Message',
  weekday: 'Day',
  dateInMonth: 'Date',
  scheduleHour: 'Hour',
  scheduleMinute: 'Minute',
  startDate: 'Start Date',
  endDate: 'End Date',
  selectedFromDate: 'From Date',
  selectedToDate: 'To Date',
};

/** The first problem of each field that has one, keyed in REPORT_FORM_FIELDS order; {} when the form is fine. */
export type ReportFormProblems = Partial<Record<ReportFormField, string>>;

/** The parts of a save the check reads. */
export type ReportFormInput = Pick<
  ReportScheduleSave,
  | 'scheduleName'
  | 'description'
  | 'reportType'
  | 'run'
  | 'runReportAt'
  | 'scheduleHour'
  | 'scheduleMinute'
  | 'weekday'
  | 'dateInMonth'
  | 'startDate'
  | 'endDate'
  | 'selectedFromDate'
  | 'selectedToDate'
  | 'subject'
  | 'message'
  | 'projects'
  | 'divisions'
  | 'taskCodes'
  | 'sendReportTo'
>;

const whole = (v: number | null, min: number, max: number): boolean =>
  v !== null && Number.isInteger(v) && v >= min && v <= max;

/**
 * Spec 001 §5.4: the first problem per field, in the spec's order (the required fields first, then
 * the other rules). `today` is the business zone's 'YYYY-MM-DD' (the calendar's maximum). Recipients
 * are read as they will be saved: trimmed and lower-cased; duplicates are refused when added
 * (checkRecipientEmail) and dropped on save, so they are no problem here.
 */
export function checkReportSchedule(form: ReportFormInput, today: string): ReportFormProblems {
  const R = ReportMessages;
  const L = REPORT_FIELD_LABELS;
  const found: ReportFormProblems = {};
  const put = (field: ReportFormField, problem: string | undefined) => {
    if (problem !== undefined && found[field] === undefined) found[field] = problem;
  };
  const required = (field: ReportFormField) => R.required(L[field]);
  const dateMode = isDateMode(form);
  const runNow = isRunNow(form);
  const type = form.reportType.trim();

  const name = form.scheduleName;
  put('scheduleName', !hasVisibleText(name) ? required('scheduleName') : undefined);
  put(
    'scheduleName',
    name.trim().length > SCHEDULE_NAME_MAX ? R.scheduleNameTooLong(SCHEDULE_NAME_MAX) : undefined,
  );
  put('description', !hasVisibleText(form.description) ? required('description') : undefined);
  put(
    'reportType',
    type === '' ? required('reportType') : !isReportTypeCode(type) ? R.unknownReportType : undefined,
  );
  if (!dateMode) put('run', form.run === '' ? required('run') : undefined);

  if (isReportTypeIn('divisionBased', type)) {
    put(
      'divisions',
      form.divisions.filter((d) => !d.isDeleted).length === 0 ? required('divisions') : undefined,
    );
  } else {
    put('projects', form.projects.length === 0 ? required('projects') : undefined);
    const all = form.projects.some((p) => p.isAllProject);
    put('projects', all && form.projects.length > 1 ? R.allProjectsCombined : undefined);
  }
  if (isReportTypeIn('taskCode', type))
    put('taskCodes', form.taskCodes.length === 0 ? required('taskCodes') : undefined);
  if (!isReportTypeIn('noRecipient', type)) {
    const emails = form.sendReportTo.map((r) => r.employeeEmailAddress.trim());
    put('sendReportTo', emails.length === 0 ? required('sendReportTo') : undefined);
    put('sendReportTo', emails.some((e) => e !== '' && !isRecipientEmail(e)) ? R.invalidEmail : undefined);
    put('sendReportTo', !emails.some((e) => isRecipientEmail(e)) ? R.noValidRecipient : undefined);
    const distinct = new Set(emails.map((e) => e.toLowerCase())).size;
    put(
      'sendReportTo',
      distinct > REPORT_RECIPIENT_MAX ? R.tooManyRecipients(REPORT_RECIPIENT_MAX) : undefined,
    );
  }
  put('subject', !hasVisibleText(form.subject) ? required('subject') : undefined);
  put('message', !hasVisibleText(form.message) ? required('message') : undefined);

  if (dateMode) {
    const from = form.selectedFromDate ?? '';
    const to = form.selectedToDate ?? '';
    put('selectedFromDate', from === '' ? required('selectedFromDate') : undefined);
    put('selectedToDate', to === '' ? required('selectedToDate') : undefined);
    put('selectedFromDate', !isCalendarDate(from) || from > today ? R.invalidFromDate : undefined);
    put('selectedToDate', !isCalendarDate(to) || to > today ? R.invalidToDate : undefined);
    if (found.selectedFromDate === undefined && found.selectedToDate === undefined && from > to)
      put('selectedToDate', R.dateRange);
    if (
      found.selectedFromDate === undefined &&
      found.selectedToDate === undefined &&
      from < addDays(to, -(REPORT_DATE_SPAN_MAX_DAYS - 1))
    )
      put('selectedFromDate', R.dateSpanTooLong(REPORT_DATE_SPAN_MAX_DAYS));
    return found;
  }

  if (!runNow) {
    if (form.run === 'weekly') {
      put('weekday', form.weekday === null ? required('weekday') : undefined);
      put('weekday', !whole(form.weekday, 0, 6) ? R.invalidWeekday : undefined);
    }
    if (form.run === 'monthly') {
      put('dateInMonth', form.dateInMonth === null ? required('dateInMonth') : undefined);
      put('dateInMonth', !whole(form.dateInMonth, 1, 31) ? R.invalidDateInMonth : undefined);
    }
    put('scheduleHour', form.scheduleHour === null ? required('scheduleHour') : undefined);
    put(
      'scheduleHour',
      !whole(form.scheduleHour, REPORT_HOUR_MIN, REPORT_HOUR_MAX) ? R.invalidHour : undefined,
    );
    const hour = form.scheduleHour ?? 0;
    if (found.scheduleHour === undefined) {
      put('scheduleMinute', form.scheduleMinute === null ? required('scheduleMinute') : undefined);
      const minuteMax = hour >= REPORT_MINUTE_LOCKED_FROM_HOUR ? 0 : 59;
      put('scheduleMinute', !whole(form.scheduleMinute, 0, minuteMax) ? R.invalidMinute : undefined);
    }
  }

  if (form.run === 'weekly' || form.run === 'monthly') {
    const start = form.startDate;
    const end = form.endDate;
    put('startDate', !whole(start, 1, REPORT_OFFSET_MAX) ? R.invalidStartDate : undefined);
    put('endDate', !whole(end, 1, REPORT_OFFSET_MAX) ? R.invalidEndDate : undefined);
    if (found.startDate === undefined && found.endDate === undefined && (end ?? 0) > (start ?? 0))
      put('endDate', R.endAfterStart);
  }
  return found;
}

/** The first problem of the whole form in field order, with its field; undefined when none. */
export function firstReportProblem(
  problems: ReportFormProblems,
): { field: ReportFormField; message: string } | undefined {
  for (const field of REPORT_FORM_FIELDS) {
    const message = problems[field];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}
