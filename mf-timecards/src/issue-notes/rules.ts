import { localCalendarDate } from '@tac/contracts/calendar';
import { isRealDate } from '../common/dates.ts';

/**
 * The issue dialog's picker (spec 000 §5, §9): it keeps its day unless the new one is a real day
 * that is not in the future. An invalid or future date is ignored, not shown as an error.
 */
export function acceptIssueDate(next: Date | null, today: Date = new Date()): next is Date {
  return isRealDate(next) && localCalendarDate(next) <= localCalendarDate(today);
}
