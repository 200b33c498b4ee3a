import { overtimeRuleSet } from './rule-sets.ts';
import { sumSplits } from './rules.ts';
import type { HoursSplit } from './types.ts';

export interface WorkedOutWeek {
  days: HoursSplit[];
  total: HoursSplit;
}

const toHours = (s: HoursSplit): HoursSplit => ({
  regular: s.regular / 100,
  overtime: s.overtime / 100,
  doubleTime: s.doubleTime / 100,
});

/**
 * A workweek's worked hours (one number a day, its first day to the week-ending day, in hours)
 * split by the rule set, day by day and in total, in hours to the hundredth: what the week view
 * shows as worked out and what an Overtime exception compares the sent hours types with.
 */
export function workOutWeek(ruleSetId: string, dayHours: readonly number[]): WorkedOutWeek {
  const days = overtimeRuleSet(ruleSetId).splitDays(dayHours.map((h) => Math.round(h * 100)));
  return { days: days.map(toHours), total: toHours(sumSplits(days)) };
}
