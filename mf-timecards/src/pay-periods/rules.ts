import type { PayPeriod, PayPeriodQuery } from '@tac/contracts';
import { addDays, localToday, weekEndOf } from '@tac/contracts/calendar';
import { calendarDate, queryDates } from '../common/dates.ts';

/** Weeks shown at first: this one and the `back` before it (four unless told). */
export function defaultWeeks(today: string = localToday(), back = 4): PayPeriodQuery {
  const toWeek = weekEndOf(today);
  return { fromWeek: addDays(toWeek, -7 * back), toWeek };
}

/** The timecard query covering every day of the weeks (the Late list's range). */
export function weeksQueryDates({ fromWeek, toWeek }: PayPeriodQuery): { fromDate: string; toDate: string } {
  const from = calendarDate(addDays(fromWeek, -6));
  const to = calendarDate(toWeek);
  if (!from || !to) throw new Error(`Not a week range: ${fromWeek}..${toWeek}`);
  return queryDates(from, to);
}

/** A period closes when no line of it is pending (late lines are out of it until reviewed). */
export const closable = (period: PayPeriod) => !period.closed && period.pending === 0 && period.lines > 0;

/** Why Close is not offered, in words for its tooltip; '' when it is. */
export function closeBlocker(period: PayPeriod): string {
  if (period.closed) return 'Already closed';
  if (period.lines === 0) return 'No lines in this period';
  if (period.pending > 0) return `${period.pending} line(s) still pending`;
  return '';
}

/** "closed by X on 11/27/2026 04:00", or the reopening, or ''. */
export function periodHistory(period: PayPeriod, formatInstant: (iso: string) => string): string {
  if (period.closed && period.closedAt)
    return `Closed by ${period.closedBy} ${formatInstant(period.closedAt)}`;
  if (period.reopenedAt)
    return `Reopened by ${period.reopenedBy} ${formatInstant(period.reopenedAt)}: ${period.reopenReason}`;
  return '';
}
