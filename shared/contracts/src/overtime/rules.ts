import type { HoursSplit } from './types.ts';

/** 8 hours, 12 hours and 40 hours in hundredths of an hour. */
export const EIGHT_HOURS = 800;
export const TWELVE_HOURS = 1200;
export const FORTY_HOURS = 4000;

/**
 * Moves a day's regular hours beyond the workweek's first 40 straight-time hours into overtime,
 * carrying the week's straight-time count from day to day: hours already paid as daily overtime
 * or double time never count toward the 40, so no hour is paid a premium twice.
 */
export function weeklyOvertime(days: readonly HoursSplit[]): HoursSplit[] {
  let straightTime = 0;
  return days.map((day) => {
    const room = Math.max(FORTY_HOURS - straightTime, 0);
    const moved = Math.max(day.regular - room, 0);
    straightTime += day.regular - moved;
    return { regular: day.regular - moved, overtime: day.overtime + moved, doubleTime: day.doubleTime };
  });
}

/** A day with no daily rule: every hour regular until the week says otherwise. */
export const allRegular = (hundredths: number): HoursSplit => ({
  regular: hundredths,
  overtime: 0,
  doubleTime: 0,
});

/** Adds splits up (a week's total from its days). */
export function sumSplits(splits: readonly HoursSplit[]): HoursSplit {
  return splits.reduce(
    (total, s) => ({
      regular: total.regular + s.regular,
      overtime: total.overtime + s.overtime,
      doubleTime: total.doubleTime + s.doubleTime,
    }),
    allRegular(0),
  );
}
