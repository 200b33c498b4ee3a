/**
 * The bounds of a report schedule (spec 001 §9) and this design's own (shared/docs/remotes/reports.md
 * "Mail limits"): the API's schemas, the form check and the pickers all read them here.
 */

/** Spec 001 §5.4 / §9: schedule name at most 60 characters. */
export const SCHEDULE_NAME_MAX = 60;
export const REPORT_DESCRIPTION_MAX = 500;
export const REPORT_SUBJECT_MAX = 200;
export const REPORT_MESSAGE_MAX = 4000;
/** The most entries one list of a schedule may hold (projects, task codes, delegates). */
export const REPORT_LIST_MAX = 5000;
/**
 * The most recipients one schedule mails (shared/docs/remotes/reports.md "Mail limits"): a team's
 * distribution, not a mailing list.
 */
export const REPORT_RECIPIENT_MAX = 50;
/**
 * Run now, Re-send and the add of a schedule that runs at once (Run now's hour, date mode),
 * together: at most this many per user in REPORT_SEND_WINDOW_MINUTES.
 */
export const REPORT_SENDS_PER_WINDOW = 10;
export const REPORT_SEND_WINDOW_MINUTES = 10;
/**
 * Schedules one user may add in REPORT_SEND_WINDOW_MINUTES, whenever they run: more than anyone
 * sets up by hand, too few to fill a mail server with schedules due at one time.
 */
export const REPORT_SCHEDULE_ADDS_PER_WINDOW = 20;
/** The longest period a date-mode schedule may cover, in days (one year, a leap day included). */
export const REPORT_DATE_SPAN_MAX_DAYS = 366;
/** Spec 001 §9: start and end offsets 0–28 days back. */
export const REPORT_OFFSET_MAX = 28;
/** Spec 001 §9: hour options 3–11 plus 'now'. */
export const REPORT_HOUR_MIN = 3;
export const REPORT_HOUR_MAX = 11;
/** Spec 001 §4.5: from this hour the minute is 0 and disabled. */
export const REPORT_MINUTE_LOCKED_FROM_HOUR = 11;
/** The runReportAt of Run now (spec 001 §3.4 "or the word now"). */
export const RUN_NOW = 'now';
/** The project entry that stands for every project (spec 001 §5.4). */
export const ALL_PROJECTS = 'All Projects';
