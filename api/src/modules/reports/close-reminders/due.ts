import { addDays, type CalendarDate, wallClockIn, weekEndOf } from '@tac/contracts/calendar';
import { nextOccurrence } from '../scheduler/due.ts';

/**
 * When a division's close reminder is due (shared/docs/overtime.md "Close reminders"), in the
 * business time zone: pure functions of its deadline, an instant and the zone.
 */

/** A division's close deadline: a weekday (0 Sunday to 6 Saturday) and an hour (0–23). */
export interface CloseDeadline {
  weekday: number;
  hour: number;
}

/** The first deadline strictly after `after`: its hour on the next of its weekdays, in `timeZone`. */
export function nextDeadline(deadline: CloseDeadline, after: Date, timeZone: string): Date {
  // A weekly report schedule's time: the same wall-clock rules (a skipped or doubled hour: instantAt).
  return nextOccurrence(
    {
      run: 'weekly',
      runReportAt: '',
      scheduleHour: deadline.hour,
      scheduleMinute: 0,
      weekday: deadline.weekday,
      dateInMonth: null,
    },
    after,
    timeZone,
  );
}

/**
 * The deadline whose reminder is due at `now`: the next deadline, when `now` lies within
 * `hoursBefore` of it; else null. Past the deadline the next one is a week on, so a console that
 * was down through a reminder's hours does not send it late.
 */
export function deadlineDue(
  deadline: CloseDeadline,
  now: Date,
  timeZone: string,
  hoursBefore: number,
): Date | null {
  const next = nextDeadline(deadline, now, timeZone);
  return next.getTime() - hoursBefore * 3_600_000 <= now.getTime() ? next : null;
}

/**
 * The week a deadline closes: the week-ending days of the seven days ending on the deadline's day
 * (a Monday 10:00 deadline closes the week that ended the Sunday before; a Sunday 18:00 one the
 * week ending that day), and the business week's last day among them, for a division with no
 * pay period that week.
 */
export function closingWeek(
  deadline: Date,
  timeZone: string,
): { from: CalendarDate; to: CalendarDate; businessWeekEnding: CalendarDate } {
  const day = wallClockIn(timeZone, deadline).day;
  const from = addDays(day, -6);
  return { from, to: day, businessWeekEnding: weekEndOf(from) };
}
