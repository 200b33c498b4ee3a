import { Messages } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import { ApiError } from '../../http/envelope.ts';
import { parseQueryDate } from '../../http/query-dates.ts';

/** The voucher list's days: created_date >= from and < until. */
export interface VoucherDays {
  from: string;
  /** The day after To: the end extended by one day (spec 002 §7). */
  until: string;
}

/**
 * The voucher list's fromDate and toDate (spec 002 §7: dd-MM-yyyy and a time of day, read strictly;
 * a malformed one is a 400 naming it). Only the days count: From on or before To (the same day is
 * allowed, spec 002 §5), and the end extended by one day, so whatever time the browser sent with
 * To, every voucher of the To day is in and none of the next.
 */
export function voucherDays(query: { fromDate: string; toDate: string }): VoucherDays {
  const from = parseQueryDate(query.fromDate, 'fromDate').day;
  const to = parseQueryDate(query.toDate, 'toDate').day;
  if (from > to) throw new ApiError(400, Messages.dateRange.endBeforeStart);
  return { from, until: addDays(to, 1) };
}
