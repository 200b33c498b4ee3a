import { nullableDayText } from '../generate/sql.ts';

/**
 * The columns of `report_schedule as s` that say which days a run covers (reportPeriod of
 * @tac/contracts), named as the schedule's API names them.
 */
export const periodColumns = [
  's.run',
  's.start_offset as startDate',
  's.end_offset as endDate',
  nullableDayText('s.from_date').as('selectedFromDate'),
  nullableDayText('s.to_date').as('selectedToDate'),
] as const;

/** The period's columns and those that say when the schedule runs (scheduler/due.ts ScheduleTiming). */
export const timingColumns = [
  ...periodColumns,
  's.run_report_at as runReportAt',
  's.schedule_hour as scheduleHour',
  's.schedule_minute as scheduleMinute',
  's.weekday',
  's.date_in_month as dateInMonth',
] as const;
