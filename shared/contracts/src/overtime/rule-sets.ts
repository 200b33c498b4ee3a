import { allRegular, EIGHT_HOURS, TWELVE_HOURS, weeklyOvertime } from './rules.ts';
import type { OvertimeRuleSetDefinition } from './types.ts';

/**
 * California (Labor Code §510, the DLSE's Enforcement Manual ch. 48): over 8 hours in a workday and
 * up to 12 at 1.5×, over 12 at 2×; on the seventh consecutive day of work in the workweek the first
 * 8 hours at 1.5× and beyond 8 at 2×; and over 40 straight-time hours in the workweek at 1.5×.
 */
const california: OvertimeRuleSetDefinition = {
  id: 'california',
  name: 'California',
  summary:
    'Over 8 hours a day (to 12) and over 40 straight-time hours a week at 1.5×, over 12 a day at 2×; the seventh consecutive day: the first 8 hours at 1.5×, beyond 8 at 2×.',
  splitDays(hundredths) {
    const seventhConsecutive = hundredths.length === 7 && hundredths.every((h) => h > 0);
    const daily = hundredths.map((h, i) =>
      seventhConsecutive && i === 6
        ? { regular: 0, overtime: Math.min(h, EIGHT_HOURS), doubleTime: Math.max(h - EIGHT_HOURS, 0) }
        : {
            regular: Math.min(h, EIGHT_HOURS),
            overtime: Math.min(Math.max(h - EIGHT_HOURS, 0), TWELVE_HOURS - EIGHT_HOURS),
            doubleTime: Math.max(h - TWELVE_HOURS, 0),
          },
    );
    return weeklyOvertime(daily);
  },
};

/** The federal Fair Labor Standards Act (29 U.S.C. §207): over 40 hours in the workweek at 1.5×. */
const flsa: OvertimeRuleSetDefinition = {
  id: 'flsa',
  name: 'FLSA (federal)',
  summary: 'Over 40 hours in the workweek at 1.5×; no daily overtime and no double time.',
  splitDays: (hundredths) => weeklyOvertime(hundredths.map(allRegular)),
};

/**
 * Every overtime rule set a division may choose (shared/docs/overtime.md; a new one:
 * shared/docs/adding.md "A new overtime rule set"). The first is a new division's.
 */
export const OVERTIME_RULE_SETS = [california, flsa] as const satisfies readonly OvertimeRuleSetDefinition[];

export type OvertimeRuleSetId = (typeof OVERTIME_RULE_SETS)[number]['id'];
export const OVERTIME_RULE_SET_IDS: readonly OvertimeRuleSetId[] = OVERTIME_RULE_SETS.map((r) => r.id);
export const DEFAULT_OVERTIME_RULE_SET: OvertimeRuleSetId = OVERTIME_RULE_SETS[0].id;

/** The rule set of an id a division stores; an id no definition has any more reads as the default. */
export function overtimeRuleSet(id: string): OvertimeRuleSetDefinition {
  return OVERTIME_RULE_SETS.find((r) => r.id === id) ?? OVERTIME_RULE_SETS[0];
}
