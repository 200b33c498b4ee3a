import { Type } from 'typebox';
import { APPROVAL_LINE_IDS_MAX, APPROVAL_REASON_MAX } from '../approval.ts';
import { TIMECARD_QUERY_DATE_FORMAT } from '../timecards.ts';
import { IdSchema, SearchTextEntrySchema } from './common.ts';
import { CalendarDateSchema, judgedBy } from './dates.ts';

/**
 * The approval loop's calls (shared/docs/approval.md): approve or reject lines by id or by the list's
 * filter, correct a line, resolve an exception, review the Late list, list, close and reopen pay
 * periods.
 */

/** A reason the office writes (required where the call says so; the server also wants visible text). */
export const ReasonSchema = Type.String({ maxLength: APPROVAL_REASON_MAX });

/** The timecard list's own filter: its date range (the list's query format) and its column searches. */
export const ApprovalFilterSchema = Type.Object({
  fromDate: Type.String({
    maxLength: 40,
    description: `From, as ${TIMECARD_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
  toDate: Type.String({
    maxLength: 40,
    description: `To, as ${TIMECARD_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
  SearchText: Type.Optional(Type.Array(SearchTextEntrySchema, { maxItems: 20 })),
});

const LineIdsSchema = Type.Array(IdSchema(), {
  minItems: 1,
  maxItems: APPROVAL_LINE_IDS_MAX,
  uniqueItems: true,
});

/**
 * Which lines: `lineIds` (one row, or the selected rows) or `filter` (every row the list shows for
 * it, every page), exactly one of them. Only lines in the caller's divisions are ever reached.
 */
export const ApprovalSelectionSchema = Type.Object({
  lineIds: Type.Optional(LineIdsSchema),
  filter: Type.Optional(ApprovalFilterSchema),
});

export const ApprovalDecisionSchema = Type.Object({
  lineIds: Type.Optional(LineIdsSchema),
  filter: Type.Optional(ApprovalFilterSchema),
  decision: Type.Union([Type.Literal('Approve'), Type.Literal('Reject')]),
  /** Required to reject (it goes back to the field with the line); ignored on approve. */
  reason: Type.Optional(ReasonSchema),
});

/** What an Approve or Reject of the selection would do, counted before confirming. */
export const ApprovalPreviewSchema = Type.Object({
  /** Lines the selection names in the caller's divisions. */
  matching: Type.Integer(),
  /** Lines an Approve would approve: pending, no open exception, not late, period open. */
  approvable: Type.Integer(),
  /** Lines a Reject would reject: pending, not late, period open. */
  rejectable: Type.Integer(),
  pending: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
  /** Pending lines whose open exception blocks approval. */
  openExceptions: Type.Integer(),
  /** Lines on the Late list (held out of their period). */
  late: Type.Integer(),
  /** Pending lines of closed periods (only late lines can be there; counted for completeness). */
  inClosedPeriods: Type.Integer(),
});

export const ApprovalOutcomeSchema = Type.Object({
  /** Lines changed. */
  changed: Type.Integer(),
  /** Lines selected but left as they were (not pending, open exception, late, closed period). */
  skipped: Type.Integer(),
});

const ClockTimeSchema = (blankAllowed: boolean) =>
  Type.String({
    pattern: blankAllowed ? '^(|([01]\\d|2[0-3]):[0-5]\\d)$' : '^([01]\\d|2[0-3]):[0-5]\\d$',
    maxLength: 5,
    description: blankAllowed ? "HH:mm, or '' for no meal break" : 'HH:mm',
  });

/** A correction by the office: at least one value, and a reason. The first values are kept. */
export const LineCorrectionSchema = Type.Object({
  lineId: IdSchema(),
  reason: ReasonSchema,
  hours: Type.Optional(Type.Number({ minimum: 0, maximum: 24 })),
  startTime: Type.Optional(ClockTimeSchema(false)),
  lunchStartTime: Type.Optional(ClockTimeSchema(true)),
  lunchEndTime: Type.Optional(ClockTimeSchema(true)),
  endTime: Type.Optional(ClockTimeSchema(false)),
  /** The pay code (hoursType). */
  payCode: Type.Optional(
    Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$', description: 'e.g. REG, OT' }),
  ),
  /** A task of the line's project; null for none. */
  taskId: Type.Optional(Type.Union([IdSchema(), Type.Null()])),
});

/** Names one line: the task codes a correction may give it. */
export const LineTaskCodesQuerySchema = Type.Object({ lineId: IdSchema() });

/** The line's task code now, and its project's task codes: the choices of a task-code correction. */
export const LineTaskCodesSchema = Type.Object({
  taskId: Type.Union([Type.Integer(), Type.Null()]),
  tasks: Type.Array(Type.Object({ id: Type.Integer(), taskNumber: Type.String(), taskName: Type.String() })),
});

/** A line's values before the office first corrected it. */
export const TimecardLineOriginalSchema = Type.Object({
  hours: Type.Number(),
  hoursType: Type.String(),
  taskId: Type.Union([Type.Integer(), Type.Null()]),
  taskNumber: Type.String(),
  taskName: Type.String(),
  startTime: Type.String(),
  lunchStartTime: Type.String(),
  lunchEndTime: Type.String(),
  endTime: Type.String(),
});

/** The approval fields of a timecard line, as the timecard list shows them and a write answers them. */
export const LineApprovalFields = {
  /** The line's own id: what the approval calls name (shared/docs/approval.md). */
  lineId: Type.Integer(),
  approvalState: Type.String({ description: 'Pending, Approved or Rejected' }),
  /** Why the line was rejected back to the field; '' otherwise. */
  approvalReason: Type.String(),
  exceptions: Type.Array(Type.String(), {
    description:
      "ExceptionKind values; empty for none. A week's kind (Overtime) is listed on the lines it holds back while it is open",
  }),
  exceptionResolution: Type.String({
    description: "The reviewer's reason for the line's own kinds; '' while they are open",
  }),
  lateState: Type.String({ description: "'', Held (on the Late list) or Rejected" }),
  correctionReason: Type.String({
    description: "The office's last correction reason; '' when never corrected",
  }),
  /** The values before the office's first correction; null when never corrected. */
  original: Type.Union([TimecardLineOriginalSchema, Type.Null()]),
  /** Corrected by the office after the employee attested the line. */
  changedAfterAttestation: Type.Boolean(),
};

/** A line's approval fields after a write. */
export const TimecardLineStateSchema = Type.Object({
  ...LineApprovalFields,
  /** The premium line a resolution added, if it added one. */
  premiumLineId: Type.Union([Type.Integer(), Type.Null()]),
});

export const ExceptionResolutionSchema = Type.Object({
  lineId: IdSchema(),
  reason: ReasonSchema,
  /** For a missed or short meal break: add the one-hour premium line (§226.7) under the premium pay code. */
  addPremium: Type.Optional(Type.Boolean()),
});

export const LateReviewSchema = Type.Object({
  lineIds: LineIdsSchema,
  decision: Type.Union([Type.Literal('Accept'), Type.Literal('Reject')]),
  /** Required to reject. */
  reason: Type.Optional(ReasonSchema),
});

export const PayPeriodQuerySchema = Type.Object({
  fromWeek: CalendarDateSchema('First week-ending day'),
  toWeek: CalendarDateSchema('Last week-ending day'),
});

/** One division's week: its state and what its lines stand at. */
export const PayPeriodSchema = Type.Object({
  weekEndingDate: Type.String({ description: 'YYYY-MM-DD' }),
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  closed: Type.Boolean(),
  /** ISO instant in UTC, or ''. */
  closedAt: Type.String(),
  closedBy: Type.String(),
  reopenedAt: Type.String(),
  reopenedBy: Type.String(),
  reopenReason: Type.String(),
  lines: Type.Integer({ description: 'Lines in the period (late ones excluded)' }),
  pending: Type.Integer(),
  approved: Type.Integer(),
  rejected: Type.Integer(),
  openExceptions: Type.Integer(),
  lateHeld: Type.Integer({ description: 'Lines held on the Late list for this week' }),
});

/**
 * Close or reopen the week ending `weekEndingDate` for `divisionIds` (default: every division of the
 * caller's that has a period that week); each division closes (or reopens) on its own. Reopening
 * needs a reason.
 */
export const PayPeriodChangeSchema = Type.Object({
  weekEndingDate: CalendarDateSchema('The week-ending day'),
  divisionIds: Type.Optional(Type.Array(IdSchema(), { minItems: 1, maxItems: 200, uniqueItems: true })),
  reason: Type.Optional(ReasonSchema),
});

/** What a close or reopen did to one division's period of the week. */
export const PayPeriodDivisionResultSchema = Type.Object({
  divisionId: Type.Integer(),
  divisionName: Type.String(),
  result: Type.Union(
    [
      Type.Literal('Closed'),
      Type.Literal('Reopened'),
      Type.Literal('Pending'),
      Type.Literal('AlreadyClosed'),
      Type.Literal('NotClosed'),
    ],
    {
      description:
        'Closed or Reopened; else why it was left as it was: Pending (lines still pending), AlreadyClosed, NotClosed',
    },
  ),
  /** Lines still pending, which kept a close from closing the period; 0 otherwise. */
  pending: Type.Integer(),
  /** The result in words: 'Closed', '12 line(s) pending', 'Already closed'… */
  message: Type.String(),
});

export const PayPeriodOutcomeSchema = Type.Object({
  /** Divisions whose period changed. */
  divisions: Type.Integer(),
  /** Every division the call reached, by name: changed, or what left it as it was. */
  results: Type.Array(PayPeriodDivisionResultSchema),
});
