/**
 * The payroll export's server-state keys (shared/docs/payroll-export.md). A batch changes the batch
 * list, the lines' Integration Status (shown by the timecard lists) and what the pay periods and the
 * next preview count.
 */
export const PAYROLL_BATCHES_KEY = ['payroll-batches'] as const;
/** What the payroll systems call the console's records (the Mappings tab). */
export const PAYROLL_MAPPINGS_KEY = ['payroll-mappings'] as const;
const TIMECARDS_KEY = ['timecards'] as const;
const PAY_PERIODS_KEY = ['pay-periods'] as const;

/** What a batch write refreshes. */
export const BATCH_KEYS = [PAYROLL_BATCHES_KEY, TIMECARDS_KEY, PAY_PERIODS_KEY];
