import {
  type EmployeeWeek,
  type EmployeeWeekSplit,
  TimecardSearchField as F,
  OVERTIME_RULE_SETS,
  type SearchTextEntry,
} from '@tac/contracts';
import { addDays, dayRangeQuery, localDateOf } from '@tac/contracts/calendar';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short' });

/**
 * The day columns' headers: the weekdays of a workweek ending on `weekEndingDate` (the first row's:
 * every division's week ends on the same weekday), its first day first; 'Day 1'… without a row.
 */
export function dayHeaders(weekEndingDate: string | undefined): string[] {
  return [0, 1, 2, 3, 4, 5, 6].map((i) =>
    weekEndingDate ? WEEKDAY.format(localDateOf(addDays(weekEndingDate, i - 6))) : `Day ${i + 1}`,
  );
}

/** Hours as the week shows them: blank for none, else to the hundredth at most. */
export const hoursText = (hours: number): string =>
  hours === 0 ? '' : String(Math.round(hours * 100) / 100);

/** "40 · 10 · 0": regular, overtime and double time. */
export const splitText = (split: EmployeeWeekSplit): string =>
  [split.regular, split.overtime, split.doubleTime].map((h) => String(Math.round(h * 100) / 100)).join(' · ');

export const ruleSetName = (id: string): string => OVERTIME_RULE_SETS.find((r) => r.id === id)?.name ?? id;

/** The row's key: one person's week. */
export const weekKey = (week: Pick<EmployeeWeek, 'employeeId' | 'weekEndingDate'>): string =>
  `${week.employeeId}/${week.weekEndingDate}`;

/**
 * One employee-week's lines, all of them (a row sums the whole week, so its lines and its approval
 * are the whole week's too): the week's days as the list's dates, and the person and week.
 */
export function weekSelection(week: EmployeeWeek): {
  fromDate: string;
  toDate: string;
  SearchText: SearchTextEntry[];
} {
  return {
    ...dayRangeQuery(addDays(week.weekEndingDate, -6), week.weekEndingDate),
    SearchText: [
      { FieldName: F.EmployeeId, Value: String(week.employeeId) },
      { FieldName: F.WeekEndingDate, Value: week.weekEndingDate },
    ],
  };
}

/** "3 pending · 2 approved", the counts that are not 0. */
export function countsText(counts: readonly (readonly [number, string])[]): string {
  return counts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(' · ');
}
