import type { ReportDefinition } from './definition.ts';
import t01 from './types/t01-unit-notes-install-rates.ts';
import t02 from './types/t02-daily-job-by-foreman-one-project.ts';
import t03 from './types/t03-daily-job-to-gc-with-issues.ts';
import t04 from './types/t04-double-time-per-week.ts';
import t05 from './types/t05-daily-job-by-foreman.ts';
import t06 from './types/t06-time-voucher.ts';
import t07 from './types/t07-material-handler.ts';
import t08 from './types/t08-daily-job-to-gc-by-foreman.ts';
import t09 from './types/t09-work-notes-with-task-codes.ts';
import t11 from './types/t11-timecard-data-by-project.ts';
import t12 from './types/t12-issue-notes.ts';
import t13 from './types/t13-field-roster-by-project.ts';
import t14 from './types/t14-field-roster-by-division.ts';
import t15 from './types/t15-daily-gc-by-foreman.ts';
import t16 from './types/t16-daily-job-to-gc-with-tm-tags.ts';
import t17 from './types/t17-tm-voucher.ts';
import t18 from './types/t18-tm-roll-up.ts';
import t19 from './types/t19-attested-no.ts';
import t20 from './types/t20-supervisor-override.ts';
import t21 from './types/t21-unit-notes-hours-per-unit.ts';
import t22 from './types/t22-tm-voucher-metrics.ts';

/**
 * Every report type by its code (spec 001 §3.5; there is no code 10). A new type is a file in
 * types/ (its ReportDefinition: reportType(code) for name and parameters, then its parts' query,
 * keys, groups, columns and totals; oneTableReport for a type of one table) and its line here;
 * render.ts does the rest.
 */
export const REPORT_DEFINITIONS: ReadonlyMap<number, ReportDefinition> = new Map(
  [
    t01,
    t02,
    t03,
    t04,
    t05,
    t06,
    t07,
    t08,
    t09,
    t11,
    t12,
    t13,
    t14,
    t15,
    t16,
    t17,
    t18,
    t19,
    t20,
    t21,
    t22,
  ].map((definition) => [definition.code, definition]),
);
