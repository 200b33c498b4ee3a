/**
 * The split of worked hours into regular, overtime (1.5×) and double time (2×), and the rule sets
 * that work it out (shared/docs/overtime.md). Hours are kept in hundredths of an hour while a rule
 * set adds and compares them, so a week of quarter hours never drifts by a float's rounding.
 */
export interface HoursSplit {
  regular: number;
  overtime: number;
  doubleTime: number;
}

/** One rule set: how a workweek's worked hours split. A new one is a definition (adding.md). */
export interface OvertimeRuleSetDefinition {
  /** Stored on the division and sent on the wire: never renamed. */
  id: string;
  /** What the division settings and the week view show. */
  name: string;
  /** One sentence for the settings' help text and the docs. */
  summary: string;
  /**
   * Splits the workweek's worked hours, in hundredths of an hour, one entry a day from its first
   * day to the week-ending day (seven entries, 0 where nothing was worked), into each day's split,
   * in hundredths too.
   */
  splitDays(hundredths: readonly number[]): HoursSplit[];
}
