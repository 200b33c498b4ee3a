import { Type } from 'typebox';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_LIST_MAX,
  REPORT_MESSAGE_MAX,
  REPORT_SUBJECT_MAX,
  SCHEDULE_NAME_MAX,
} from '../reports/limits.ts';
import { ReportMessages } from '../reports/messages.ts';
import { SINGLE_LINE_PATTERN } from '../text.ts';
import { IdSchema, INT32_MAX, SearchRequestSchema } from './common.ts';
import { judgedBy } from './dates.ts';

/**
 * Report schedules (spec 001 §3.4, §7 "Schedule reports") and their run log (beyond the
 * spec). Field names are the spec's, mixed case included (`projectID`, `empID`, `ProjectTasks`).
 *
 * The save body is loose on purpose where the form may hold nothing yet (null hour, '' run): the
 * §5.4 check (`checkReportSchedule` in @tac/contracts) names the field in the screen's own words,
 * on the screen and on the server alike, instead of a schema error.
 */

const R = ReportMessages;

/** The legacy screens send the acting user's id; accepted and ignored, the token names the user. */
const IgnoredUserId = Type.Optional(
  Type.Unknown({ description: 'Ignored: the signed-in user is taken from the token' }),
);

/** A whole number or null (a field the form has not filled yet). */
const OptionalWhole = (description: string, field: string) =>
  Type.Union([Type.Integer({ minimum: -INT32_MAX, maximum: INT32_MAX }), Type.Null()], {
    description,
    'x-messages': {
      type: R.notWholeNumber(field),
      anyOf: R.notWholeNumber(field),
      required: R.required(field),
    },
  });

const text = (max: number, field: string, description?: string, singleLine = false) =>
  Type.String({
    maxLength: max,
    ...(singleLine ? { pattern: SINGLE_LINE_PATTERN } : {}),
    ...(description ? { description } : {}),
    'x-messages': { required: R.required(field), type: R.required(field), maxLength: R.tooLong(field, max) },
  });

const list = <T extends Parameters<typeof Type.Array>[0]>(item: T, field: string, description: string) =>
  Type.Array(item, {
    maxItems: REPORT_LIST_MAX,
    description,
    'x-messages': { required: R.required(field), maxItems: `${field}: at most ${REPORT_LIST_MAX} entries` },
  });

/** 'daily', 'weekly', 'monthly', or '' in date mode (and while the form has none chosen). */
export const ReportRunPeriodSchema = Type.Union(
  [Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly'), Type.Literal('')],
  {
    description: "'daily', 'weekly' or 'monthly'; '' in date mode",
    'x-messages': { anyOf: R.required('Run') },
  },
);

/** Where a recipient came from (spec 001 §3.4 contactType). */
export const ReportContactTypeSchema = Type.Union(
  [Type.Literal('Contact'), Type.Literal('Employee'), Type.Literal('User')],
  { description: "'Contact' (an e-mail typed in), 'Employee' or 'User'" },
);

/** A schedule's project. 'All Projects' is one entry with isAllProject true and projectID 0. */
export const ReportScheduleProjectSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'The entry id; 0 when new' }),
  isAllProject: Type.Boolean(),
  projectID: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: '0 for All Projects' }),
  projectNumber: Type.String({ maxLength: 200 }),
  projectName: Type.String({ maxLength: 200 }),
});

/** A schedule's division (type 14, Field Roster by Division). `id` is the division's id. */
export const ReportScheduleDivisionSchema = Type.Object({
  id: IdSchema({ description: "The division's id" }),
  divisionName: Type.String({ maxLength: 200 }),
  reportScheduleId: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: '0 when new' }),
  isDeleted: Type.Boolean({ description: 'Always false when read; an entry sent true is left out' }),
});

/** A schedule's task code (task-code types 6, 17, 18). taskCodeID is the task's id. */
export const ReportScheduleTaskCodeSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'The entry id; 0 when new' }),
  taskCodeID: IdSchema({ description: "The task's id" }),
  taskNumber: Type.String({ maxLength: 200 }),
  taskName: Type.String({ maxLength: 200 }),
});

/**
 * A recipient (spec 001 §3.4 sendReportTo). The e-mail is what mail goes to: a Contact's as typed
 * (lower-cased), an Employee's or User's as the server holds it when the schedule is saved.
 */
export const ReportRecipientSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'The entry id; 0 when new' }),
  empID: Type.Union([IdSchema(), Type.Null()], { description: 'The employee, for contactType Employee' }),
  userId: Type.Union([IdSchema(), Type.Null()], { description: 'The user, for contactType User' }),
  contactType: ReportContactTypeSchema,
  employeeEmailAddress: Type.String({ maxLength: 254 }),
  firstName: Type.String({ maxLength: 200 }),
  lastName: Type.String({ maxLength: 200 }),
  employeeName: Type.String({ maxLength: 200 }),
});

/** A report delegate: a user who may see and edit the schedule (spec 001 §3.4 reportDelegate). */
export const ReportDelegateSchema = Type.Object({
  delegateUserId: IdSchema(),
  delegateUserName: Type.String({ maxLength: 200 }),
});

/** A task code paired with its project (spec 001 §7 "schedule plus createdById and ProjectTasks"). */
export const ReportProjectTaskSchema = Type.Object({
  projectID: IdSchema(),
  projectTaskID: IdSchema({ description: "The task's id" }),
});

/** The schedule fields of spec 001 §3.4 that the form edits, shared by the save body and the read. */
const scheduleFields = {
  scheduleName: text(SCHEDULE_NAME_MAX, 'Schedule Name', undefined, true),
  description: text(REPORT_DESCRIPTION_MAX, 'Description'),
  reportType: text(10, 'Report Type', "The report type's code ('1'…'22'); '' when none chosen"),
  run: ReportRunPeriodSchema,
  runReportAt: text(20, 'Hour', "'HH:MM AM' (hours 3–11), or 'now' (Run now); '' in date mode"),
  scheduleHour: OptionalWhole('3–11; 0 with runReportAt now; null in date mode', 'Hour'),
  scheduleMinute: OptionalWhole('0–59 (0 from hour 11 and with now); null in date mode', 'Minute'),
  weekday: OptionalWhole('Weekly runs: 0 (Sunday) to 6 (Saturday); null otherwise', 'Day'),
  dateInMonth: OptionalWhole('Monthly runs: 1–31 (the last day in shorter months); null otherwise', 'Date'),
  startDate: OptionalWhole(
    'Day mode: the period starts this many days back from the run day (1–28)',
    'Start Date',
  ),
  endDate: OptionalWhole('Day mode: the period ends this many days back from the run day (1–28)', 'End Date'),
  selectedFromDate: Type.Union([Type.String({ maxLength: 10, ...judgedBy('form') }), Type.Null()], {
    description: "Date mode: 'YYYY-MM-DD'; null in day mode",
  }),
  selectedToDate: Type.Union([Type.String({ maxLength: 10, ...judgedBy('form') }), Type.Null()], {
    description: "Date mode: 'YYYY-MM-DD'; null in day mode",
  }),
  subject: text(REPORT_SUBJECT_MAX, 'Subject', undefined, true),
  message: text(REPORT_MESSAGE_MAX, 'Message'),
  projects: list(ReportScheduleProjectSchema, 'Projects', 'Empty for type 14 (divisions instead)'),
  divisions: list(ReportScheduleDivisionSchema, 'Divisions', 'Type 14 only'),
  taskCodes: list(ReportScheduleTaskCodeSchema, 'Task Codes', 'Task-code types (6, 17, 18) only'),
  sendReportTo: list(
    ReportRecipientSchema,
    'Send Report To',
    'Empty for types 2, 5 and 15 (sent to foremen)',
  ),
  reportDelegate: list(ReportDelegateSchema, 'Report Delegate', 'Users who may see and edit the schedule'),
};

/**
 * Save report schedule's body (spec 001 §3.4 + createdById and ProjectTasks). id 0, null or absent
 * adds a schedule. A new schedule with runReportAt 'now' (hour and minute 0), or in date mode (run
 * '', both dates), runs once at once; otherwise the schedule runs at its time. An update never
 * sends by itself: Run now is its own call (ReportScheduleRunNowSchema).
 */
export const ReportScheduleSaveSchema = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: INT32_MAX }), Type.Null()])),
  ...scheduleFields,
  userName: Type.Optional(Type.String({ maxLength: 200, description: 'Ignored: the creator is kept' })),
  createdById: IgnoredUserId,
  ProjectTasks: Type.Optional(
    list(ReportProjectTaskSchema, 'Task Codes', 'Ignored beyond its shape: taskCodes name the tasks'),
  ),
});

export const ReportScheduleSaveResultSchema = Type.Object({ id: Type.Integer() });

/** Get report schedule's data: the whole schedule for the edit modal. */
export const ReportScheduleSchema = Type.Object({
  id: Type.Integer(),
  ...scheduleFields,
  /** The creator's name. */
  userName: Type.String(),
  createdById: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * False when the schedule names projects or divisions outside the caller's divisions, or has a
   * type the caller's role may not choose: the screen shows it disabled with
   * ReportMessages.contactSupport, and the server refuses its runs, files, save, Run now,
   * Re-send and delete (shared/docs/remotes/reports.md "Who may do what").
   */
  hasFullAccess: Type.Boolean(),
  /** ISO 8601 instant in UTC of the next run; null when none is due (a one-off that has run). */
  nextDueAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * Why the schedule is paused, as its owner was told (its projects, divisions or type left the
   * access of the user who last saved it); null when it is not. A save by a user whose access
   * covers it resumes it (shared/docs/remotes/reports.md "Paused schedules").
   */
  pausedReason: Type.Union([Type.String(), Type.Null()]),
});

/** A row of the schedule list (spec 001 §2.4 columns); lists are ', '-separated texts. */
export const ReportScheduleRowSchema = Type.Object(
  {
    id: Type.Integer(),
    scheduleName: Type.String(),
    reportType: Type.String(),
    reportTypeName: Type.String(),
    run: ReportRunPeriodSchema,
    weekday: Type.Union([Type.Integer(), Type.Null()]),
    dateInMonth: Type.Union([Type.Integer(), Type.Null()]),
    selectedFromDate: Type.Union([Type.String(), Type.Null()]),
    selectedToDate: Type.Union([Type.String(), Type.Null()]),
    /** Report Time: 'HH:MM AM', 'now', or '' in date mode. */
    runReportAt: Type.String(),
    /** Send Report To: the recipients' e-mails. */
    sendReportTo: Type.String(),
    /** 'number - name' of each project, or 'All Projects'. */
    projects: Type.String(),
    divisions: Type.String(),
    /** The delegates' user names. */
    reportDelegate: Type.String(),
    /** Created By: the creator's user name. */
    userName: Type.String(),
    createdById: Type.Union([Type.Integer(), Type.Null()]),
    nextDueAt: Type.Union([Type.String(), Type.Null()]),
    /** As the schedule's hasFullAccess: false shows the row's run log, edit and delete locked. */
    hasFullAccess: Type.Boolean(),
    /** As the schedule's pausedReason: the list shows the row paused, with why. */
    pausedReason: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);

/** Report schedule list's query: the legacy userId, accepted and ignored. */
export const ReportScheduleListQuerySchema = Type.Object({ userId: IgnoredUserId });

/** Report schedule list's body: { SearchText, Skip, Take, Status }; Status is accepted and ignored. */
export const ReportScheduleListRequestSchema = Type.Object({
  ...SearchRequestSchema.properties,
  Status: Type.Optional(Type.String({ maxLength: 20, description: 'Ignored: schedules have no status' })),
});

export const ReportScheduleIdQuerySchema = Type.Object({ id: IdSchema() });

/** Delete report schedule's body. */
export const ReportScheduleDeleteSchema = Type.Object({ id: IdSchema() });

/** Run now's body: the saved schedule to send once, now (its run, day and time stay as they are). */
export const ReportScheduleRunNowSchema = Type.Object({ id: IdSchema() });

/**
 * A recipient option (spec 001 §3.4 "Contact option"): an active employee or user with an e-mail.
 * securityGroupName is a user's group ('' for an employee).
 */
export const ReportContactOptionSchema = Type.Object({
  contactType: ReportContactTypeSchema,
  /** Unique in the list: 'E<empID>' or 'U<userId>'. */
  id: Type.String(),
  empID: Type.Union([Type.Integer(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  employeeEmailAddress: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  employeeName: Type.String(),
  securityGroupName: Type.String(),
});

/** A delegate option: an active user and their security group (the §6 delegate filter reads it). */
export const ReportScheduleUserSchema = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  securityGroupName: Type.String(),
});

/** Project division list's query: the legacy userId, accepted and ignored. */
export const ReportProjectDivisionQuerySchema = Type.Object({ userId: IgnoredUserId });

/** A division the caller may choose for type 14: their divisions that have projects. */
export const ReportProjectDivisionSchema = Type.Object({ id: Type.Integer(), divisionName: Type.String() });

/** Project task codes' query: isTMCode true offers only task codes that have T&M vouchers. */
export const ReportTaskCodeQuerySchema = Type.Object({
  isTMCode: Type.Optional(Type.Boolean({ description: 'true: only task codes with T&M vouchers (17, 18)' })),
});

/** Project task codes' body: the chosen projects. */
export const ReportTaskCodeRequestSchema = Type.Array(Type.Object({ projectId: IdSchema() }), {
  maxItems: REPORT_LIST_MAX,
});

/** A task code option (spec 001 §7: id, projectId, taskNumber, taskName). */
export const ReportTaskCodeOptionSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  taskNumber: Type.String(),
  taskName: Type.String(),
});

// ---------------------------------------------------------------------------------------------
// The run log (beyond the spec)

export const ReportRunOutcomeSchema = Type.Union(
  [
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('sent'),
    Type.Literal('empty'),
    Type.Literal('failed'),
    Type.Literal('paused'),
  ],
  {
    description:
      "'empty': the report had no rows and was sent saying so; 'paused': not sent, its schedule is paused (error says why)",
  },
);

export const ReportRunFileKindSchema = Type.Union([
  Type.Literal('pdf'),
  Type.Literal('csv'),
  Type.Literal('eml'),
]);

/** A file a run wrote: the report as PDF and CSV, and the message as .eml when mail went to the outbox. */
export const ReportRunFileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: ReportRunFileKindSchema,
  bytes: Type.Integer(),
});

/** One run of a schedule: when, for which period, to whom, and what came of it. */
export const ReportRunSchema = Type.Object({
  id: Type.Integer(),
  scheduleId: Type.Integer(),
  /** ISO 8601 instant in UTC the run was due. */
  dueAt: Type.String(),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
  /** 'YYYY-MM-DD' */
  periodFrom: Type.String(),
  periodTo: Type.String(),
  recipients: Type.Array(Type.String()),
  outcome: ReportRunOutcomeSchema,
  /** Why the run failed (the last attempt's reason); null otherwise. */
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  /** Set on a re-send: the run it repeats. */
  resentFromRunId: Type.Union([Type.Integer(), Type.Null()]),
  files: Type.Array(ReportRunFileSchema),
});

/** Report runs' query: one schedule's runs, newest first, paged as every list. */
export const ReportRunListQuerySchema = Type.Object({
  scheduleId: IdSchema(),
  Skip: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'First row, 1-based (0 reads as 1)' }),
  Take: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'Last row, 1-based, inclusive' }),
});

export const ReportRunFileQuerySchema = Type.Object({ fileId: IdSchema() });

/** Re-send: the run's files sent again to the schedule's recipients, logged as a new run. */
export const ReportRunResendSchema = Type.Object({ runId: IdSchema() });
