import { INSPECTION_DESCRIPTION_MAX, INSPECTION_INITIALS_MAX } from '@tac/contracts';
import { endOfWeekOf, isRealDate } from '../common/dates.ts';

/** Cuts text to at most `max` characters (by code point, so an emoji is never split). */
export function cutText(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** Spec 000 §5: inspection descriptions display cut to 500 characters. */
export const cutDescription = (text: string | null | undefined) => cutText(text, INSPECTION_DESCRIPTION_MAX);
/** Spec 000 §5: initials display cut to 20 characters. */
export const cutInitials = (text: string | null | undefined) => cutText(text, INSPECTION_INITIALS_MAX);

/** Spec 000 §9: the daily details picker's maximum is the end of the current week (Sunday). */
export const dailyDetailsMaxDate = (today: Date = new Date()): Date => endOfWeekOf(today);

/** Spec 000 §5: the picker ignores invalid dates, and days after its maximum. */
export function acceptDailyDetailsDate(next: Date | null, today: Date = new Date()): next is Date {
  return isRealDate(next) && next.getTime() <= dailyDetailsMaxDate(today).getTime();
}
