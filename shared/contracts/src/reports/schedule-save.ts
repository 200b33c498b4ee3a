/**
 * A report schedule as it is saved (spec 001 §4.5): what the mode, the run and the hour leave of
 * the timing fields, which lists the report type keeps, and the recipients each mailed once. The
 * mf-reports form builds its save body with this and the API writes what this returns, so the
 * screen sends what the server keeps (shared/docs/architecture.md "Rules written once").
 */
import { isReportTypeIn } from './catalogue.ts';
import { REPORT_MINUTE_LOCKED_FROM_HOUR, RUN_NOW } from './limits.ts';
import { formatRunReportAt, isDateMode, isRunNow } from './timing.ts';
import type { ReportRecipient, ReportScheduleSave } from './types.ts';

/** A recipient typed in as an e-mail address: a Contact, no employee or user behind it. */
export function contactRecipient(email: string): ReportRecipient {
  return {
    id: 0,
    empID: null,
    userId: null,
    contactType: 'Contact',
    employeeEmailAddress: email,
    firstName: '',
    lastName: '',
    employeeName: '',
  };
}

/** Recipients as they are saved: e-mails trimmed and lower-cased, each address once (the first kept). */
export function recipientsAsSaved<R extends Pick<ReportRecipient, 'employeeEmailAddress'>>(
  recipients: readonly R[],
): R[] {
  const seen = new Set<string>();
  return recipients
    .map((r) => ({ ...r, employeeEmailAddress: r.employeeEmailAddress.trim().toLowerCase() }))
    .filter((r) => {
      if (seen.has(r.employeeEmailAddress)) return false;
      seen.add(r.employeeEmailAddress);
      return true;
    });
}

/** What a date-mode schedule saves of the day-mode timing: no run, time, day, date or offsets. */
export const DATE_MODE_TIMING = {
  run: '',
  runReportAt: '',
  scheduleHour: null,
  scheduleMinute: null,
  weekday: null,
  dateInMonth: null,
  startDate: null,
  endDate: null,
} as const satisfies Partial<ReportScheduleSave>;

/**
 * Spec 001 §4.5, the timing fields: date mode clears the run, its time, day, date and offsets;
 * day mode clears the dates; daily zeroes the offsets and has no weekday or date, weekly no date,
 * monthly no weekday; Run now saves the time as 'now' with hour and minute 0 and no day or date;
 * from hour 11 the minute is 0. runReportAt is written from the hour and minute ('' until both
 * are chosen, which the §5.4 check then asks for).
 */
function timingAsSaved(save: ReportScheduleSave): ReportScheduleSave {
  if (isDateMode(save)) return { ...save, ...DATE_MODE_TIMING };
  const next: ReportScheduleSave = { ...save, selectedFromDate: null, selectedToDate: null };
  if (save.run === 'daily')
    Object.assign(next, { weekday: null, dateInMonth: null, startDate: 0, endDate: 0 });
  if (save.run === 'weekly') next.dateInMonth = null;
  if (save.run === 'monthly') next.weekday = null;
  if (isRunNow(save)) {
    return {
      ...next,
      runReportAt: RUN_NOW,
      scheduleHour: 0,
      scheduleMinute: 0,
      weekday: null,
      dateInMonth: null,
    };
  }
  const hour = save.scheduleHour;
  const minute = hour !== null && hour >= REPORT_MINUTE_LOCKED_FROM_HOUR ? 0 : save.scheduleMinute;
  const runReportAt = hour !== null && minute !== null ? formatRunReportAt(hour, minute) : '';
  return { ...next, scheduleMinute: minute, runReportAt };
}

/**
 * Spec 001 §4.5 on a whole save: the timing fields as above; the projects (or, for the
 * division-based type, the divisions), the task codes only for the task-code types, the
 * recipients only for the types mailed to a list, and those each once, lower-cased.
 */
export function scheduleAsSaved(save: ReportScheduleSave): ReportScheduleSave {
  const type = save.reportType;
  const byDivision = isReportTypeIn('divisionBased', type);
  return {
    ...timingAsSaved(save),
    projects: byDivision ? [] : save.projects,
    divisions: byDivision ? save.divisions : [],
    taskCodes: isReportTypeIn('taskCode', type) ? save.taskCodes : [],
    sendReportTo: isReportTypeIn('noRecipient', type) ? [] : recipientsAsSaved(save.sendReportTo),
  };
}
