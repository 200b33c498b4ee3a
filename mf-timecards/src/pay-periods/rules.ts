import type { PayPeriod, PayPeriodQuery } from '@tac/contracts';
import { addDays, localToday, weekEndOf } from '@tac/contracts/calendar';
import { calendarDate, queryDates } from '../common/dates.ts';

/** What a pay period takes: a close, or a reopen with a reason. */
export type PeriodAction = 'close' | 'reopen';

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

/** One week of the listed periods: its divisions' periods and where they stand. */
export interface PayWeek {
  weekEndingDate: string;
  periods: PayPeriod[];
  /** Periods open, of which `closable` have no pending line. */
  open: number;
  closable: number;
  closed: number;
  /** Pending lines of its open periods. */
  pending: number;
}

/** The weeks of the periods, in the order listed (newest first). */
export function payWeeks(periods: readonly PayPeriod[]): PayWeek[] {
  const weeks = new Map<string, PayWeek>();
  for (const period of periods) {
    const week = weeks.get(period.weekEndingDate) ?? {
      weekEndingDate: period.weekEndingDate,
      periods: [],
      open: 0,
      closable: 0,
      closed: 0,
      pending: 0,
    };
    week.periods.push(period);
    if (period.closed) week.closed++;
    else {
      week.open++;
      week.pending += period.pending;
      if (period.pending === 0) week.closable++;
    }
    weeks.set(period.weekEndingDate, week);
  }
  return [...weeks.values()];
}

/**
 * What closing its week would do to a period, as the list last read it (the server counts again
 * under lock): it closes, or what keeps it as it is.
 */
export function closeOutlook(period: PayPeriod): string {
  if (period.closed) return 'Already closed';
  if (period.pending > 0) return `${period.pending} line(s) pending: stays open`;
  return 'Closes';
}

/** What reopening its week would do to a period: it reopens, or it is not closed. */
export const reopenOutlook = (period: PayPeriod): string => (period.closed ? 'Reopens' : 'Not closed');
