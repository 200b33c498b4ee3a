/** The days a run reports on (spec 001 §3.4). */

import { addDays } from '../calendar.ts';
import { isDateMode } from './timing.ts';

/**
 * The days a run reports on, 'YYYY-MM-DD' both inclusive. `runDay` is the run's calendar day in the
 * business time zone. Daily runs cover yesterday; weekly and monthly runs startDate..endDate days
 * back (spec 001 §3.4); date mode its from/to dates.
 */
export function reportPeriod(
  schedule: {
    /** 'daily' | 'weekly' | 'monthly', or '' in date mode (a string as the database holds it). */
    run: string;
    startDate: number | null;
    endDate: number | null;
    selectedFromDate: string | null;
    selectedToDate: string | null;
  },
  runDay: string,
): { from: string; to: string } {
  if (isDateMode(schedule)) {
    const from = schedule.selectedFromDate || schedule.selectedToDate || runDay;
    return { from, to: schedule.selectedToDate || from };
  }
  if (schedule.run === 'daily' || schedule.run === '') {
    const yesterday = addDays(runDay, -1);
    return { from: yesterday, to: yesterday };
  }
  const start = Math.max(schedule.startDate ?? 1, schedule.endDate ?? 1, 1);
  const end = Math.max(schedule.endDate ?? 1, 1);
  return { from: addDays(runDay, -start), to: addDays(runDay, -end) };
}
