/**
 * Report schedules (spec 001 §2.4, §3.4, §3.5, §4.5, §5.4, §6 Reports, §9) and their run log (issue
 * 23): the report types and their groups, and the rules the mf-reports screen and the API both apply
 * as plain functions (types by role, delegates by security group, All Projects, the §5.4 form check,
 * the hour and minute options, the period a run covers), so both refuse the same input with the same
 * words. Message texts are in `Messages.reports`.
 */

import type { Static } from 'typebox';
import { addDays, isCalendarDate } from './calendar.ts';
import { Messages } from './messages.ts';
import { RoleName } from './roles.ts';
import type {
  ReportContactOptionSchema,
  ReportDelegateSchema,
  ReportProjectDivisionSchema,
  ReportProjectTaskSchema,
  ReportRecipientSchema,
  ReportRunFileSchema,
  ReportRunListQuerySchema,
  ReportRunOutcomeSchema,
  ReportRunSchema,
  ReportScheduleDivisionSchema,
  ReportScheduleListRequestSchema,
  ReportScheduleProjectSchema,
  ReportScheduleRowSchema,
  ReportScheduleSaveResultSchema,
  ReportScheduleSaveSchema,
  ReportScheduleSchema,
  ReportScheduleTaskCodeSchema,
  ReportScheduleUserSchema,
  ReportTaskCodeOptionSchema,
} from './schemas/reports.ts';
import { hasVisibleText } from './text.ts';
import { hireDateToDisplay } from './workforce.ts';

// ---------------------------------------------------------------------------------------------
// Limits (spec 001 §9) and this design's bounds

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

// ---------------------------------------------------------------------------------------------
// Types

export type ReportRun = Static<typeof ReportRunSchema>;
export type ReportRunFile = Static<typeof ReportRunFileSchema>;
export type ReportRunOutcome = Static<typeof ReportRunOutcomeSchema>;
export type ReportRunListQuery = Static<typeof ReportRunListQuerySchema>;
export type ReportScheduleRow = Static<typeof ReportScheduleRowSchema>;
export type ReportSchedule = Static<typeof ReportScheduleSchema>;
export type ReportScheduleSave = Static<typeof ReportScheduleSaveSchema>;
export type ReportScheduleSaveResult = Static<typeof ReportScheduleSaveResultSchema>;
export type ReportScheduleListRequest = Static<typeof ReportScheduleListRequestSchema>;
export type ReportScheduleProject = Static<typeof ReportScheduleProjectSchema>;
export type ReportScheduleDivision = Static<typeof ReportScheduleDivisionSchema>;
export type ReportScheduleTaskCode = Static<typeof ReportScheduleTaskCodeSchema>;
export type ReportRecipient = Static<typeof ReportRecipientSchema>;
export type ReportDelegate = Static<typeof ReportDelegateSchema>;
export type ReportProjectTask = Static<typeof ReportProjectTaskSchema>;
export type ReportContactOption = Static<typeof ReportContactOptionSchema>;
export type ReportScheduleUser = Static<typeof ReportScheduleUserSchema>;
export type ReportProjectDivision = Static<typeof ReportProjectDivisionSchema>;
export type ReportTaskCodeOption = Static<typeof ReportTaskCodeOptionSchema>;
export type ReportRunPeriod = 'daily' | 'weekly' | 'monthly';
export type ReportContactType = ReportRecipient['contactType'];

/** SearchText FieldNames of the schedule list, one per column (spec 001 §2.4); text contains, ignoring case. */
export const ReportScheduleSearchField = {
  ScheduleName: 'scheduleName',
  /** Matches the run ('daily', 'weekly', 'monthly', or 'date range' for date mode). */
  Run: 'run',
  /** Report Time: matches runReportAt ('07:30 AM', 'now'). */
  ReportTime: 'runReportAt',
  SendReportTo: 'sendReportTo',
  Projects: 'projects',
  Divisions: 'divisions',
  ReportDelegates: 'reportDelegate',
  CreatedBy: 'userName',
  /** Sent by the legacy screen; ignored (the token names the user). */
  UserId: 'userId',
} as const;
export type ReportScheduleSearchField =
  (typeof ReportScheduleSearchField)[keyof typeof ReportScheduleSearchField];

// ---------------------------------------------------------------------------------------------
// Report types (spec 001 §3.5)

/** Spec 001 §3.5, in its order. Code 10 is not listed. */
export const REPORT_TYPES = [
  { code: '1', name: 'Unit Notes Report with Date Range and Install Rates' },
  { code: '2', name: 'Daily Job Report by Foreman (One Project)' },
  { code: '3', name: 'Daily Job Report to GC with Issues' },
  { code: '4', name: 'Double Time Report per Week' },
  { code: '5', name: 'Daily Job Report by Foreman' },
  { code: '6', name: 'Time Voucher Report' },
  { code: '7', name: 'Material Handler Report' },
  { code: '8', name: 'Daily Job Report to GC with Issues - Group by Foreman' },
  { code: '9', name: 'Work Notes Report with Task Codes' },
  { code: '11', name: 'Timecard data by project' },
  { code: '12', name: 'Issue Notes Report' },
  { code: '13', name: 'Field Roster by Project' },
  { code: '14', name: 'Field Roster by Division' },
  { code: '15', name: 'Daily GC Report by Foreman' },
  { code: '16', name: 'Daily Job Report to GC with T&M Tags' },
  { code: '17', name: 'T&M Voucher' },
  { code: '18', name: 'TM Roll Up' },
  { code: '19', name: "Attested 'No' Report" },
  { code: '20', name: 'Supervisor Override Report' },
  { code: '21', name: 'Unit Notes Report with Date Range and Install Rates - Hours/Units' },
  { code: '22', name: 'TM Voucher Metrics' },
] as const;
export type ReportTypeCode = (typeof REPORT_TYPES)[number]['code'];

/** Spec 001 §3.5 "Type groups" (unitNotes: the two unit-notes types, which §6's delegate rule names). */
export const REPORT_TYPE_GROUPS = {
  tmVoucher: ['17', '18'],
  voucherMetrics: ['22'],
  attestation: ['19', '20'],
  projectManager: ['13', '14', '17', '18', '21'],
  taskCode: ['6', '17', '18'],
  divisionBased: ['14'],
  noRecipient: ['2', '5', '15'],
  unitNotes: ['1', '21'],
} as const satisfies Record<string, readonly ReportTypeCode[]>;
export type ReportTypeGroup = keyof typeof REPORT_TYPE_GROUPS;

export const isReportTypeCode = (code: string): code is ReportTypeCode =>
  REPORT_TYPES.some((t) => t.code === code);

/** Whether `code` belongs to `group` (false for an unknown code). */
export const isReportTypeIn = (group: ReportTypeGroup, code: string): boolean =>
  (REPORT_TYPE_GROUPS[group] as readonly string[]).includes(code);

/** The type's name, or '' for an unknown code. */
export const reportTypeName = (code: string): string => REPORT_TYPES.find((t) => t.code === code)?.name ?? '';

/** Spec 001 §6: the report types a role may schedule. */
export function reportTypesForRole(roleName: string): readonly (typeof REPORT_TYPES)[number][] {
  const g = REPORT_TYPE_GROUPS;
  const excluded: readonly string[] =
    roleName === RoleName.ProjectManager
      ? REPORT_TYPES.map((t) => t.code).filter((c) => !isReportTypeIn('projectManager', c))
      : roleName === RoleName.ReadOnly
        ? [...g.attestation, ...g.voucherMetrics]
        : roleName === RoleName.Contribute
          ? g.voucherMetrics
          : [];
  return REPORT_TYPES.filter((t) => !excluded.includes(t.code));
}

export const reportTypeAllowedForRole = (roleName: string, code: string): boolean =>
  reportTypesForRole(roleName).some((t) => t.code === code);

/**
 * The attestation (19, 20) and metrics (22) types are not even listed to a role that may not
 * schedule them (shared/docs/remotes/reports.md "Who may do what"); other types it may not pick
 * are listed, locked.
 */
export const reportTypeHiddenFromRole = (roleName: string, code: string): boolean =>
  (isReportTypeIn('attestation', code) || isReportTypeIn('voucherMetrics', code)) &&
  !reportTypeAllowedForRole(roleName, code);

/** Spec 001 §6: 'All Projects' is offered only to admin and system admin, for attestation types. */
export const allProjectsOffered = (roleName: string, reportType: string): boolean =>
  (roleName === RoleName.Administrator || roleName === RoleName.SystemAdmin) &&
  isReportTypeIn('attestation', reportType);

/**
 * Spec 001 §6: whether a user of security group `groupName` may be a delegate of a report of
 * `reportType` (allProjects: the schedule has All Projects selected).
 */
export function delegateAllowed(reportType: string, groupName: string, allProjects: boolean): boolean {
  const attestation = isReportTypeIn('attestation', reportType);
  const metrics = isReportTypeIn('voucherMetrics', reportType);
  if (allProjects && groupName === RoleName.Contribute) return false;
  if (attestation || metrics) {
    if (groupName === RoleName.ReadOnly || groupName === RoleName.ProjectManager) return false;
    return !(metrics && groupName === RoleName.Contribute);
  }
  if (groupName !== RoleName.ProjectManager) return true;
  return isReportTypeIn('projectManager', reportType) || isReportTypeIn('unitNotes', reportType);
}

/** The delegate choices of spec 001 §6 out of the schedule users. */
export const delegateOptions = <T extends { securityGroupName: string }>(
  users: readonly T[],
  reportType: string,
  allProjects: boolean,
): T[] => users.filter((u) => delegateAllowed(reportType, u.securityGroupName, allProjects));

/**
 * What a report type change clears (spec 001 §4.5), given the new type. Task codes go with every
 * change: they belong to the projects, which a change always clears, and the task-code types do not
 * offer the same codes (17 and 18 only T&M codes), so a kept code could be one the new type refuses.
 */
export function clearedByReportTypeChange(newType: string): {
  projects: boolean;
  divisions: boolean;
  taskCodes: boolean;
  recipients: boolean;
} {
  const byDivision = isReportTypeIn('divisionBased', newType);
  return {
    projects: true,
    divisions: byDivision,
    taskCodes: true,
    recipients: isReportTypeIn('noRecipient', newType),
  };
}

// ---------------------------------------------------------------------------------------------
// Time of day (spec 001 §4.5, §9)

/** The hour options: 'now' and 3–11 (a morning hour: reports go out before the working day). */
export const REPORT_HOUR_OPTIONS: readonly (number | typeof RUN_NOW)[] = [
  RUN_NOW,
  ...Array.from({ length: REPORT_HOUR_MAX - REPORT_HOUR_MIN + 1 }, (_, i) => REPORT_HOUR_MIN + i),
];
/** Spec 001 §9: minutes 00–59. */
export const REPORT_MINUTE_OPTIONS: readonly number[] = Array.from({ length: 60 }, (_, i) => i);
/** Spec 001 §9: dates 1–31. */
export const REPORT_DATE_OPTIONS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
/** Spec 001 §9: weekdays 0 (Sunday) to 6 (Saturday). */
export const REPORT_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
/** Spec 001 §9: offsets 0–28. */
export const REPORT_OFFSET_OPTIONS: readonly number[] = Array.from(
  { length: REPORT_OFFSET_MAX + 1 },
  (_, i) => i,
);

/** Spec 001 §4.5: 'now' and hours of 11 or more disable the minute (which is then 0). */
export const minuteDisabled = (hour: number | typeof RUN_NOW | null): boolean =>
  hour === RUN_NOW || (typeof hour === 'number' && hour >= REPORT_MINUTE_LOCKED_FROM_HOUR);

/** runReportAt for an hour and minute: 'HH:MM AM' (hours 3–11 are morning hours), or 'now'. */
export function formatRunReportAt(hour: number | typeof RUN_NOW, minute: number): string {
  if (hour === RUN_NOW) return RUN_NOW;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')} AM`;
}

/**
 * Whether a save is in date mode (spec 001 §4.5): no run, and the dates sent as text, even empty
 * (day mode sends them null). So a date-mode form whose dates are not picked yet is told 'From Date
 * is required', not 'Run is required'.
 */
export const isDateMode = (s: {
  /** 'daily' | 'weekly' | 'monthly', or '' (a string as the database holds it). */
  run: string;
  selectedFromDate?: string | null;
  selectedToDate?: string | null;
}): boolean => s.run === '' && ((s.selectedFromDate ?? null) !== null || (s.selectedToDate ?? null) !== null);

/** Whether a save is Run now. */
export const isRunNow = (s: Pick<ReportScheduleSave, 'runReportAt'>): boolean =>
  s.runReportAt.trim().toLowerCase() === RUN_NOW;

// ---------------------------------------------------------------------------------------------
// The form check (spec 001 §5.4)

/** The fields the check reports on, in the spec's order. */
export const REPORT_FORM_FIELDS = [
  'scheduleName',
  'description',
  'reportType',
  'run',
  'projects',
  'divisions',
  'taskCodes',
  'sendReportTo',
  'subject',
  'message',
  'weekday',
  'dateInMonth',
  'scheduleHour',
  'scheduleMinute',
  'startDate',
  'endDate',
  'selectedFromDate',
  'selectedToDate',
] as const;
export type ReportFormField = (typeof REPORT_FORM_FIELDS)[number];

/** Each field's label as the form shows it; the inline required texts use it. */
export const REPORT_FIELD_LABELS: Readonly<Record<ReportFormField, string>> = {
  scheduleName: 'Schedule Name',
  description: 'Description',
  reportType: 'Report Type',
  run: 'Run',
  projects: 'Projects',
  divisions: 'Divisions',
  taskCodes: 'Task Codes',
  sendReportTo: 'Send Report To',
  subject: 'Subject',
  message: 'Message',
  weekday: 'Day',
  dateInMonth: 'Date',
  scheduleHour: 'Hour',
  scheduleMinute: 'Minute',
  startDate: 'Start Date',
  endDate: 'End Date',
  selectedFromDate: 'From Date',
  selectedToDate: 'To Date',
};

/** The first problem of each field that has one, keyed in REPORT_FORM_FIELDS order; {} when the form is fine. */
export type ReportFormProblems = Partial<Record<ReportFormField, string>>;

/** The parts of a save the check reads. */
export type ReportFormInput = Pick<
  ReportScheduleSave,
  | 'scheduleName'
  | 'description'
  | 'reportType'
  | 'run'
  | 'runReportAt'
  | 'scheduleHour'
  | 'scheduleMinute'
  | 'weekday'
  | 'dateInMonth'
  | 'startDate'
  | 'endDate'
  | 'selectedFromDate'
  | 'selectedToDate'
  | 'subject'
  | 'message'
  | 'projects'
  | 'divisions'
  | 'taskCodes'
  | 'sendReportTo'
>;

const whole = (v: number | null, min: number, max: number): boolean =>
  v !== null && Number.isInteger(v) && v >= min && v <= max;

/**
 * Spec 001 §5.4: the first problem per field, in the spec's order (the required fields first, then
 * the other rules). `today` is the business zone's 'YYYY-MM-DD' (the calendar's maximum). Recipients
 * are read as they will be saved: trimmed and lower-cased; duplicates are refused when added
 * (checkRecipientEmail) and dropped on save, so they are no problem here.
 */
export function checkReportSchedule(form: ReportFormInput, today: string): ReportFormProblems {
  const R = Messages.reports;
  const L = REPORT_FIELD_LABELS;
  const found: ReportFormProblems = {};
  const put = (field: ReportFormField, problem: string | undefined) => {
    if (problem !== undefined && found[field] === undefined) found[field] = problem;
  };
  const required = (field: ReportFormField) => R.required(L[field]);
  const dateMode = isDateMode(form);
  const runNow = isRunNow(form);
  const type = form.reportType.trim();

  const name = form.scheduleName;
  put('scheduleName', !hasVisibleText(name) ? required('scheduleName') : undefined);
  put(
    'scheduleName',
    name.trim().length > SCHEDULE_NAME_MAX ? R.scheduleNameTooLong(SCHEDULE_NAME_MAX) : undefined,
  );
  put('description', !hasVisibleText(form.description) ? required('description') : undefined);
  put(
    'reportType',
    type === '' ? required('reportType') : !isReportTypeCode(type) ? R.unknownReportType : undefined,
  );
  if (!dateMode) put('run', form.run === '' ? required('run') : undefined);

  if (isReportTypeIn('divisionBased', type)) {
    put(
      'divisions',
      form.divisions.filter((d) => !d.isDeleted).length === 0 ? required('divisions') : undefined,
    );
  } else {
    put('projects', form.projects.length === 0 ? required('projects') : undefined);
    const all = form.projects.some((p) => p.isAllProject);
    put('projects', all && form.projects.length > 1 ? R.allProjectsCombined : undefined);
  }
  if (isReportTypeIn('taskCode', type))
    put('taskCodes', form.taskCodes.length === 0 ? required('taskCodes') : undefined);
  if (!isReportTypeIn('noRecipient', type)) {
    const emails = form.sendReportTo.map((r) => r.employeeEmailAddress.trim());
    put('sendReportTo', emails.length === 0 ? required('sendReportTo') : undefined);
    put('sendReportTo', emails.some((e) => e !== '' && !isRecipientEmail(e)) ? R.invalidEmail : undefined);
    put('sendReportTo', !emails.some((e) => isRecipientEmail(e)) ? R.noValidRecipient : undefined);
    const distinct = new Set(emails.map((e) => e.toLowerCase())).size;
    put(
      'sendReportTo',
      distinct > REPORT_RECIPIENT_MAX ? R.tooManyRecipients(REPORT_RECIPIENT_MAX) : undefined,
    );
  }
  put('subject', !hasVisibleText(form.subject) ? required('subject') : undefined);
  put('message', !hasVisibleText(form.message) ? required('message') : undefined);

  if (dateMode) {
    const from = form.selectedFromDate ?? '';
    const to = form.selectedToDate ?? '';
    put('selectedFromDate', from === '' ? required('selectedFromDate') : undefined);
    put('selectedToDate', to === '' ? required('selectedToDate') : undefined);
    put('selectedFromDate', !isCalendarDate(from) || from > today ? R.invalidFromDate : undefined);
    put('selectedToDate', !isCalendarDate(to) || to > today ? R.invalidToDate : undefined);
    if (found.selectedFromDate === undefined && found.selectedToDate === undefined && from > to)
      put('selectedToDate', R.dateRange);
    if (
      found.selectedFromDate === undefined &&
      found.selectedToDate === undefined &&
      from < addDays(to, -(REPORT_DATE_SPAN_MAX_DAYS - 1))
    )
      put('selectedFromDate', R.dateSpanTooLong(REPORT_DATE_SPAN_MAX_DAYS));
    return found;
  }

  if (!runNow) {
    if (form.run === 'weekly') {
      put('weekday', form.weekday === null ? required('weekday') : undefined);
      put('weekday', !whole(form.weekday, 0, 6) ? R.invalidWeekday : undefined);
    }
    if (form.run === 'monthly') {
      put('dateInMonth', form.dateInMonth === null ? required('dateInMonth') : undefined);
      put('dateInMonth', !whole(form.dateInMonth, 1, 31) ? R.invalidDateInMonth : undefined);
    }
    put('scheduleHour', form.scheduleHour === null ? required('scheduleHour') : undefined);
    put(
      'scheduleHour',
      !whole(form.scheduleHour, REPORT_HOUR_MIN, REPORT_HOUR_MAX) ? R.invalidHour : undefined,
    );
    const hour = form.scheduleHour ?? 0;
    if (found.scheduleHour === undefined) {
      put('scheduleMinute', form.scheduleMinute === null ? required('scheduleMinute') : undefined);
      const minuteMax = hour >= REPORT_MINUTE_LOCKED_FROM_HOUR ? 0 : 59;
      put('scheduleMinute', !whole(form.scheduleMinute, 0, minuteMax) ? R.invalidMinute : undefined);
    }
  }

  if (form.run === 'weekly' || form.run === 'monthly') {
    const start = form.startDate;
    const end = form.endDate;
    put('startDate', !whole(start, 1, REPORT_OFFSET_MAX) ? R.invalidStartDate : undefined);
    put('endDate', !whole(end, 1, REPORT_OFFSET_MAX) ? R.invalidEndDate : undefined);
    if (found.startDate === undefined && found.endDate === undefined && (end ?? 0) > (start ?? 0))
      put('endDate', R.endAfterStart);
  }
  return found;
}

/** The first problem of the whole form in field order, with its field; undefined when none. */
export function firstReportProblem(
  problems: ReportFormProblems,
): { field: ReportFormField; message: string } | undefined {
  for (const field of REPORT_FORM_FIELDS) {
    const message = problems[field];
    if (message !== undefined) return { field, message };
  }
  return undefined;
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** RFC 5322's dot-atom addr-spec with a DNS domain: no groups, quotes, comments, routes or lists. */
const ADDR_SPEC = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*\\.[A-Za-z]{2,63}$`);

/**
 * A recipient address mail is sent to: one plain addr-spec (local@domain.tld), at most 64
 * characters before the @ and 254 in all. Stricter than a form's e-mail check, because this text
 * becomes an SMTP recipient: 'undisclosed:victim@evil.example;' is a group of addresses, not one.
 */
export function isRecipientEmail(value: string): boolean {
  if (value.length > 254 || !ADDR_SPEC.test(value)) return false;
  return value.indexOf('@') <= 64;
}

/**
 * Spec 001 §5.4: an e-mail typed into the recipient list, lower-cased and trimmed, or the reason it
 * is refused (PLEASE_ENTER_VALID_EMAIL, ENTER_EMAIL_ALREADY_SELECTED).
 */
export function checkRecipientEmail(
  typed: string,
  selected: readonly string[],
): { email: string; problem?: undefined } | { email?: undefined; problem: string } {
  const email = typed.trim().toLowerCase();
  if (!isRecipientEmail(email)) return { problem: Messages.reports.invalidEmail };
  if (selected.some((s) => s.trim().toLowerCase() === email))
    return { problem: Messages.reports.emailAlreadySelected };
  return { email };
}

/**
 * Spec 001 §4.5: the form values a run choice leaves (daily zeroes the offsets, weekday and date;
 * weekly clears the date; monthly clears the weekday). Leaving daily clears its zeros as well: the
 * user never chose them (the fields were disabled), so weekly must not show Sunday (weekday 0) as
 * picked, nor monthly read date 0 as a wrong day rather than a missing one.
 */
export function afterRunChange(
  run: ReportRunPeriod,
  current: Pick<ReportScheduleSave, 'run' | 'weekday' | 'dateInMonth' | 'startDate' | 'endDate'>,
): Pick<ReportScheduleSave, 'weekday' | 'dateInMonth' | 'startDate' | 'endDate'> {
  if (run === 'daily') return { weekday: 0, dateInMonth: 0, startDate: 0, endDate: 0 };
  const kept =
    current.run === 'daily'
      ? { weekday: null, dateInMonth: null, startDate: null, endDate: null }
      : {
          weekday: current.weekday,
          dateInMonth: current.dateInMonth,
          startDate: current.startDate,
          endDate: current.endDate,
        };
  if (run === 'weekly') return { ...kept, dateInMonth: null };
  return { ...kept, weekday: null };
}

// ---------------------------------------------------------------------------------------------
// The period a run covers

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
