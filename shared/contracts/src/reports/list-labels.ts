/** How the schedule list shows a schedule's timing (spec 001 §2.4, §9). */

import { hireDateToDisplay } from '../workforce.ts';
import { RUN_NOW } from './limits.ts';
import { REPORT_WEEKDAYS } from './timing.ts';
import type { ReportScheduleRow } from './types.ts';

/** The Report Time column: 'Now' for a Run now schedule, the time as saved ('07:30 AM') otherwise. */
export const reportTimeLabel = (runReportAt: string): string =>
  runReportAt.toLowerCase() === RUN_NOW ? 'Now' : runReportAt;

/**
 * The run column as the list shows it: 'Daily', 'Weekly (Monday)', 'Monthly (day 5)', or the date
 * range in spec 001 §9's date display, MM/DD/yyyy ('11/16/2026 – 11/20/2026').
 */
export function reportRunLabel(
  row: Pick<ReportScheduleRow, 'run' | 'weekday' | 'dateInMonth' | 'selectedFromDate' | 'selectedToDate'>,
): string {
  if (row.run === 'daily') return 'Daily';
  if (row.run === 'weekly')
    return row.weekday === null ? 'Weekly' : `Weekly (${REPORT_WEEKDAYS[row.weekday] ?? ''})`;
  if (row.run === 'monthly') return row.dateInMonth === null ? 'Monthly' : `Monthly (day ${row.dateInMonth})`;
  return `${hireDateToDisplay(row.selectedFromDate ?? '')} – ${hireDateToDisplay(row.selectedToDate ?? '')}`;
}
