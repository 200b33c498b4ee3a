/**
 * The From and To pickers of a dated list (the timecards and the T&M vouchers), checked once for
 * both screens: the days as the date pickers hold them, and whether the list may load for them.
 */

import { type CalendarDate, isCalendarDate, localToday, mondayToToday } from './calendar.ts';
import { Messages } from './messages.ts';

/** The From and To pickers' days, 'YYYY-MM-DD' ('' when cleared). */
export interface PickedRange {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * Monday of this week through today, in the browser's zone: both lists' range when they open (spec
 * 000 §4, spec 002 §9; weeks start on Monday).
 */
export const defaultPickedRange = (now: Date = new Date()): PickedRange => mondayToToday(localToday(now));

export type RangeCheck = { valid: true } | { valid: false; message?: string };

/**
 * Whether the list may load for this range (spec 000 §5, spec 002 §5). Any failure empties the
 * list; a cleared date (To first, as spec 000 names them) or a To before From also says why (the
 * same day is allowed). A date that is not a real day says nothing more: the user may still be
 * typing, and the list is simply empty.
 */
export function checkPickedRange({ from, to }: PickedRange): RangeCheck {
  if (!to) return { valid: false, message: Messages.dateRange.toRequired };
  if (!from) return { valid: false, message: Messages.dateRange.fromRequired };
  if (!isCalendarDate(from) || !isCalendarDate(to)) return { valid: false };
  // 'YYYY-MM-DD' texts sort as their days do.
  if (to < from) return { valid: false, message: Messages.dateRange.endBeforeStart };
  return { valid: true };
}
