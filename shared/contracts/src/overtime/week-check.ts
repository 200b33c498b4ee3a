import { overtimeRuleSet } from './rule-sets.ts';
import { sumSplits } from './rules.ts';
import type { HoursSplit } from './types.ts';

/** The three parts of a split, in the order pay codes count them. */
export const SPLIT_PARTS = ['regular', 'overtime', 'doubleTime'] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

const toHundredths = (s: HoursSplit): HoursSplit => ({
  regular: Math.round(s.regular * 100),
  overtime: Math.round(s.overtime * 100),
  doubleTime: Math.round(s.doubleTime * 100),
});
const toHours = (s: HoursSplit): HoursSplit => ({
  regular: s.regular / 100,
  overtime: s.overtime / 100,
  doubleTime: s.doubleTime / 100,
});
const sameSplit = (a: HoursSplit, b: HoursSplit) => SPLIT_PARTS.every((part) => a[part] === b[part]);

/** A workweek's hours as sent and as its rule set works them out, day by day. */
export interface WeekOvertime {
  /** Worked hours a day, the workweek's first day first. */
  days: number[];
  sent: HoursSplit;
  workedOut: HoursSplit;
  sentDays: HoursSplit[];
  workedOutDays: HoursSplit[];
  /** The days (0 is the first) whose sent split is not the worked-out one. */
  differingDays: number[];
  /**
   * What the comparison was made of (the rule set and every day's sent split): a resolution that
   * keeps the week as sent holds while this is unchanged, and a later change to the week's lines
   * opens the exception again.
   */
  fingerprint: string;
}

/**
 * Compares a workweek's hours as sent (each day's split by the lines' pay codes, seven days, in
 * hours) with the split the rule set works out from the same days' hours (shared/docs/overtime.md).
 */
export function weekOvertime(ruleSetId: string, sentDays: readonly HoursSplit[]): WeekOvertime {
  const ruleSet = overtimeRuleSet(ruleSetId);
  const sent = sentDays.map(toHundredths);
  const daily = sent.map((s) => s.regular + s.overtime + s.doubleTime);
  const worked = ruleSet.splitDays(daily);
  return {
    days: daily.map((h) => h / 100),
    sent: toHours(sumSplits(sent)),
    workedOut: toHours(sumSplits(worked)),
    sentDays: sent.map(toHours),
    workedOutDays: worked.map(toHours),
    differingDays: sent.flatMap((s, i) => (sameSplit(s, worked[i] as HoursSplit) ? [] : [i])),
    fingerprint: `${ruleSet.id}:${sent.map((s) => SPLIT_PARTS.map((p) => s[p]).join('/')).join(',')}`,
  };
}

/**
 * What makes one day's sent split the worked-out one: hours of a part sent beyond its worked-out
 * hours move to the parts short of theirs, in the order of SPLIT_PARTS (each move: from, to, hours).
 */
export function dayMoves(
  sent: HoursSplit,
  workedOut: HoursSplit,
): { from: SplitPart; to: SplitPart; hours: number }[] {
  const s = toHundredths(sent);
  const w = toHundredths(workedOut);
  const excess = SPLIT_PARTS.map((p) => ({ part: p, left: Math.max(s[p] - w[p], 0) }));
  const short = SPLIT_PARTS.map((p) => ({ part: p, left: Math.max(w[p] - s[p], 0) }));
  const moves: { from: SplitPart; to: SplitPart; hours: number }[] = [];
  for (const from of excess) {
    for (const to of short) {
      const n = Math.min(from.left, to.left);
      if (n <= 0) continue;
      moves.push({ from: from.part, to: to.part, hours: n / 100 });
      from.left -= n;
      to.left -= n;
    }
  }
  return moves;
}

/**
 * A workweek's worked hours (one number a day, its first day to the week-ending day) split by the
 * rule set, day by day and in total.
 */
export function workOutWeek(
  ruleSetId: string,
  dayHours: readonly number[],
): { days: HoursSplit[]; total: HoursSplit } {
  const week = weekOvertime(
    ruleSetId,
    dayHours.map((regular) => ({ regular, overtime: 0, doubleTime: 0 })),
  );
  return { days: week.workedOutDays, total: week.workedOut };
}
