import { Type } from 'typebox';
import { Format } from 'typebox/format';
import {
  EARLIEST_CALENDAR_DATE,
  EARLIEST_WORK_DAY,
  isCalendarDate,
  isInstant,
  isWorkDay,
  LATEST_CALENDAR_DATE,
  latestWorkDay,
} from '../calendar.ts';

/**
 * The dates a request carries, as schemas (shared/docs/api.md "Dates"): every date field of every
 * request schema is built here, so one rule (the calendar module's) judges them all, and the
 * validator refuses a bad one with a 400 naming the field (a pushed item: that item alone).
 *
 * The rule is a TypeBox format, registered below when this module loads, before any schema using it
 * is built or compiled: `date` and `date-time` (the OpenAPI names, so a generated client knows them)
 * replace TypeBox's looser built-ins with the console's rule, and `work-day` adds the window of a
 * day worked. The API refuses to compile a schema whose format is not registered here
 * (api/src/http/validation.ts), so a second copy of TypeBox cannot skip the rule silently.
 */

/** Today by the server's clock in UTC: the window of a day worked is a year wide, a zone's day is noise. */
const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** Each date format: its check, and the words after the field's name when a value fails it. */
export const DATE_FORMATS = {
  date: {
    check: isCalendarDate,
    problem: () =>
      `must be a real day as YYYY-MM-DD, from ${EARLIEST_CALENDAR_DATE} to ${LATEST_CALENDAR_DATE}`,
  },
  'work-day': {
    check: (value: string) => isWorkDay(value, utcToday()),
    problem: () =>
      `must be a real day as YYYY-MM-DD, from ${EARLIEST_WORK_DAY} to a year after today (${latestWorkDay(utcToday())})`,
  },
  'date-time': {
    check: isInstant,
    problem: () =>
      `must be an instant as YYYY-MM-DDTHH:mm:ss with Z or an offset (e.g. 2026-03-09T14:30:00Z), from ${EARLIEST_CALENDAR_DATE} to ${LATEST_CALENDAR_DATE}`,
  },
} as const satisfies Record<string, { check: (value: string) => boolean; problem: () => string }>;

export type DateFormat = keyof typeof DATE_FORMATS;

for (const [name, format] of Object.entries(DATE_FORMATS)) Format.Set(name, format.check);

/** The words after a field's name for a value that fails date format `format`; undefined for another format. */
export function dateFormatProblem(format: string): string | undefined {
  return Object.hasOwn(DATE_FORMATS, format) ? DATE_FORMATS[format as DateFormat].problem() : undefined;
}

/**
 * Marks a date field that a screen's form rule in @tac/contracts judges instead (with the screen's
 * own texts, in the spec's order), or that a list call parses (dd-MM-yyyy HH:mm:ss): both apply
 * `isCalendarDate`, the same rule. The OpenAPI document shows which (`x-date-rule`).
 */
export const judgedBy = (rule: 'form' | 'list') => ({ 'x-date-rule': rule });

/** A calendar date: 'YYYY-MM-DD', a real day from 1900-01-01 to 2999-12-31. */
export const CalendarDateSchema = (description: string) =>
  Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });

/** A day worked: a calendar date from 2000-01-01 to a year after today (UTC). */
export const WorkDaySchema = (description: string) =>
  Type.String({
    format: 'work-day',
    description: `${description} (YYYY-MM-DD, from ${EARLIEST_WORK_DAY} to a year after today)`,
  });

/** An instant: ISO 8601 with Z or an offset, from 1900 to 2999. */
export const InstantSchema = (description: string) =>
  Type.String({ format: 'date-time', description: `${description} (ISO 8601 with Z or an offset)` });
