import {
  CLOSE_WEEKDAYS,
  CloseReminderMessages,
  closeHourText,
  TimecardSearchField,
  timecardLink,
} from '@tac/contracts';
import { addDays, wallClockIn, weekdayOf } from '@tac/contracts/calendar';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import type { ReportMail } from '../../../mail/mailer.ts';
import { type DivisionDigest, STALE_DEVICES_NAMED } from './digest.ts';

/** 'Monday 01/12/26 10:00 AM': a deadline in the business time zone. */
export function deadlineText(deadline: Date, timeZone: string): string {
  const { day, minutes } = wallClockIn(timeZone, deadline);
  return `${CLOSE_WEEKDAYS[weekdayOf(day)]} ${formatCalendarDate(day)} ${closeHourText(Math.floor(minutes / 60))}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Said only where there is one: most weeks have none, and a zero would be noise in every line. */
const overtimePart = (d: DivisionDigest) =>
  d.overtimeWeeks > 0
    ? `, ${count(d.overtimeWeeks, 'employee-week', 'employee-weeks')} with overtime to resolve`
    : '';

function divisionPart(d: DivisionDigest, timeZone: string): string[] {
  const week = `week ending ${formatCalendarDate(d.weekEnding)}`;
  const lines = [
    d.closed
      ? `${d.divisionName}, ${week}: closed already.`
      : `${d.divisionName}, ${week}: ${count(d.pending, 'pending line', 'pending lines')}, ${count(d.openExceptions, 'open exception', 'open exceptions')}${overtimePart(d)}.`,
  ];
  if (d.staleDevices.length > 0) {
    lines.push(
      `  Devices with employees assigned that have not synced for ${count(d.staleDeviceDays, 'day', 'days')} or more (their hours may not be in yet):`,
    );
    for (const device of d.staleDevices.slice(0, STALE_DEVICES_NAMED)) {
      const synced = device.lastSyncAt
        ? `last synced ${formatDateTime(device.lastSyncAt, timeZone)}`
        : 'never synced';
      lines.push(`  - ${device.name} (${count(device.crew, 'employee', 'employees')}), ${synced}`);
    }
    const more = d.staleDevices.length - STALE_DEVICES_NAMED;
    if (more > 0) lines.push(`  - and ${count(more, 'more device', 'more devices')}`);
  }
  return lines;
}

/**
 * One approver's digest before a close deadline (shared/docs/overtime.md "Close reminders"): each
 * division closing then with its counts and stale devices, where to act on them (the console's
 * address, TAC_PUBLIC_URL, when known) and how to stop the mail.
 */
export function composeCloseReminder(input: {
  reminderId: number;
  to: string;
  firstName: string;
  deadline: Date;
  timeZone: string;
  consoleUrl: string | undefined;
  divisions: readonly DivisionDigest[];
}): ReportMail {
  const when = deadlineText(input.deadline, input.timeZone);
  const weekEndings = [...new Set(input.divisions.map((d) => d.weekEnding))].sort();
  const first = weekEndings[0] ?? '';
  const last = weekEndings.at(-1) ?? '';
  // The week by employee of the weeks closing, on what stands between them and their close.
  const timecards = timecardLink({
    range: { from: addDays(first, -6), to: last },
    view: 'employees',
    search: [{ FieldName: TimecardSearchField.Exceptions, Value: 'Blocking' }],
  });
  const at = (path: string) => (input.consoleUrl ? `${input.consoleUrl}${path}` : `the console's ${path}`);
  const lines = [
    `Hello ${input.firstName.trim() || input.to},`,
    '',
    CloseReminderMessages.intro(`${when} (${input.timeZone})`),
    '',
    ...input.divisions.flatMap((d) => divisionPart(d, input.timeZone)),
    '',
    `What stands between the week and its close, by employee: ${at(timecards)}`,
    `Pay Periods, to close the week: ${at('/PayPeriods')}`,
    '',
    // Week Settings has no menu entry for an approver who does not close pay periods: the link is the way there.
    CloseReminderMessages.optOut(at('/WeekSettings')),
  ];
  return {
    to: [input.to],
    subject: CloseReminderMessages.subject(when),
    text: `${lines.join('\n')}\n`,
    attachments: [],
    outboxName: `close-reminder-${input.reminderId}.eml`,
  };
}
