/**
 * When a schedule runs (spec 001 §4.5, §9): the hour, minute, weekday, date and offset options, the
 * day and date modes, Run now, and what a run choice leaves of the timing fields.
 */

import {
  REPORT_HOUR_MAX,
  REPORT_HOUR_MIN,
  REPORT_MINUTE_LOCKED_FROM_HOUR,
  REPORT_OFFSET_MAX,
  RUN_NOW,
} from './limits.ts';
import type { ReportRunPeriod, ReportScheduleSave } from './types.ts';

/** The hour options: 'now' and 3–11 (a morning hour: reports go out before the working day). */
export const REPORT_HOUR_OPTIONS: readonly (number | typeof RUN_NOW)[] = [
  RUN_NOW,
  ...Array.from({ length: REPORT_HOUR_MAX - REPORT_HOUR_MIN + 1 }, (_, i) => REPORT_HOUR_MIN + i),
];
/** Spec 001 §9: minutes 00–59. */
export const REPORT_MINUTE_OPTIONS: readonly number[] = Array.from({ length: 60 }, (_, i) => i);
/** Spec 001 §9: dates 1–31. */
export const REPORT_DATE_OPTIONS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
/** Spec 001 §9: weekdays 0 (Sunday) to 6 (Saturday). */
export const REPORT_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Spec 001 §9: offsets 0–28. */
export const REPORT_OFFSET_OPTIONS: readonly number[] = Array.from(
  { length: REPORT_OFFSET_MAX + 1 },
  (_, i) => i,
);

/** Spec 001 §4.5: 'now' and hours of 11 or more disable the minute (which is then 0). */
export const minuteDisabled = (hour: number | typeof RUN_NOW | null): boolean =>
  hour === RUN_NOW || (typeof hour === 'number' && hour >= REPORT_MINUTE_LOCKED_FROM_HOUR);

/** runReportAt for an hour and minute: 'HH:MM AM' (hours 3–11 are morning hours), or 'now'. */
export function formatRunReportAt(hour: number | typeof RUN_NOW, minute: number): string {
  if (hour === RUN_NOW) return RUN_NOW;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} AM`;
}

/**
 * Whether a save is in date mode (spec 001 §4.5): no run, and the dates sent as text, even empty
 * (day mode sends them null). So a date-mode form whose dates are not picked yet is told 'From Date
 * is required', not 'Run is required'.
 */
export const isDateMode = (s: {
  /** 'daily' | 'weekly' | 'monthly', or '' (a string as the database holds it). */
  run: string;
  selectedFromDate?: string | null;
  selectedToDate?: string | null;
}): boolean => s.run === '' && ((s.selectedFromDate ?? null) !== null || (s.selectedToDate ?? null) !== null);

/** Whether a save is Run now. */
export const isRunNow = (s: Pick<ReportScheduleSave, 'runReportAt'>): boolean =>
  s.runReportAt.trim().toLowerCase() === RUN_NOW;

/**
 * Spec 001 §4.5: the form values a run choice leaves (daily zeroes the offsets, weekday and date;
 * weekly clears the date; monthly clears the weekday). Leaving daily clears its zeros as well: the
 * user never chose them (the fields were disabled), so weekly must not show Sunday (weekday 0) as
 * picked, nor monthly read date 0 as a wrong day rather than a missing one.
 */
export function afterRunChange(
  run: ReportRunPeriod,
  current: Pick<ReportScheduleSave, 'run' | 'weekday' | 'dateInMonth' | 'startDate' | 'endDate'>,
): Pick<ReportScheduleSave, 'weekday' | 'dateInMonth' | 'startDate' | 'endDate'> {
  if (run === 'daily') return { weekday: 0, dateInMonth: 0, startDate: 0, endDate: 0 };
  const kept =
    current.run === 'daily'
      ? { weekday: null, dateInMonth: null, startDate: null, endDate: null }
      : {
          weekday: current.weekday,
          dateInMonth: current.dateInMonth,
          startDate: current.startDate,
          endDate: current.endDate,
        };
  if (run === 'weekly') return { ...kept, dateInMonth: null };
  return { ...kept, weekday: null };
}
