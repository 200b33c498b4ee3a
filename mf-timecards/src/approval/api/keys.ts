/**
 * The approval loop's server-state keys (shared/docs/approval.md). Every cached timecard list (any
 * range, any search) sits under TIMECARDS_KEY: a decision or correction changes its rows.
 */
export const TIMECARDS_KEY = ['timecards'] as const;
export const PAY_PERIODS_KEY = ['pay-periods'] as const;

/** What a line write changes: the timecard lists and the periods' counts. */
export const LINE_KEYS = [TIMECARDS_KEY, PAY_PERIODS_KEY];
