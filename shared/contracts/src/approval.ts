/**
 * The approval loop over timecard lines (shared/docs/approval.md): approval states, exceptions,
 * corrections by the office, weekly pay periods and the Late list. Types derive from
 * schemas/approval.ts; the texts every side shows are here.
 */

import type { Static } from 'typebox';
import type {
  ApprovalDecisionSchema,
  ApprovalFilterSchema,
  ApprovalOutcomeSchema,
  ApprovalPreviewSchema,
  ApprovalSelectionSchema,
  ExceptionResolutionSchema,
  LateReviewSchema,
  LineCorrectionSchema,
  LineTaskCodesQuerySchema,
  LineTaskCodesSchema,
  PayPeriodChangeSchema,
  PayPeriodDivisionResultSchema,
  PayPeriodOutcomeSchema,
  PayPeriodQuerySchema,
  PayPeriodSchema,
  TimecardLineOriginalSchema,
  TimecardLineStateSchema,
} from './schemas/approval.ts';
import { selfNamed } from './self-named.ts';

/** A line's approval state: Pending until approved, or rejected back to the field with a reason. */
export const ApprovalState = selfNamed('Pending', 'Approved', 'Rejected');
export type ApprovalState = (typeof ApprovalState)[keyof typeof ApprovalState];
export const APPROVAL_STATES: readonly ApprovalState[] = Object.values(ApprovalState);

/** What an Approve/Reject call does to the lines it selects. */
export const ApprovalDecisionKind = selfNamed('Approve', 'Reject');
export type ApprovalDecisionKind = (typeof ApprovalDecisionKind)[keyof typeof ApprovalDecisionKind];

/**
 * Why a line is an exception (shared/docs/approval.md "Exceptions"). The database derives the first
 * three from the line itself (migration 0023): its attestation is Rejected; its times show a meal
 * break missing or under 30 minutes on a day worked over 5 hours (California Labor Code §512); it was
 * worked over 10 hours (a second meal break, which a line cannot record, is then missing). The field
 * sync marks AssignmentEnded (migration 0055): a device pushed the line after the office ended its
 * assignment of the employee or project, for a day it still held them. The database keeps the next
 * three from the employee's lines of the day (migration 0055): the day came from two devices or
 * more; a record's hours differ from its clock times by more than a quarter hour; the day's hours
 * add up to more than 24. Overtime is the employee-week's (shared/docs/overtime.md): its hours as
 * sent are not the split its overtime rules work out, which holds its pending lines back.
 */
export const ExceptionKind = selfNamed(
  'AttestationRejected',
  'MealBreak',
  'SecondMealBreak',
  'AssignmentEnded',
  'TwoDevices',
  'HoursMismatch',
  'Over24Hours',
  'Overtime',
);
export type ExceptionKind = (typeof ExceptionKind)[keyof typeof ExceptionKind];

/**
 * Where an exception is resolved. On its line: ResolveException, whose reason the line keeps
 * (exceptionResolution). On the line's employee-week: the week view's Resolve overtime; a line
 * carries such an exception only while it is open and holds the line back, never as resolved.
 */
export type ExceptionResolvedOn = 'line' | 'week';

export interface ExceptionDefinition {
  /** The exception in words, as the screens and History show it. */
  label: string;
  resolvedOn: ExceptionResolvedOn;
}

export const EXCEPTION_DEFINITIONS: Readonly<Record<ExceptionKind, ExceptionDefinition>> = {
  AttestationRejected: { label: 'Attestation rejected', resolvedOn: 'line' },
  MealBreak: { label: 'Meal break missing or under 30 minutes (over 5 hours worked)', resolvedOn: 'line' },
  SecondMealBreak: { label: 'Second meal break missing (over 10 hours worked)', resolvedOn: 'line' },
  AssignmentEnded: {
    label:
      'Pushed after the office moved or deactivated the employee or closed the project (the device held them that day)',
    resolvedOn: 'line',
  },
  TwoDevices: { label: "The employee's day came from more than one device", resolvedOn: 'line' },
  HoursMismatch: {
    label: 'Hours differ from the clock times by more than a quarter hour',
    resolvedOn: 'line',
  },
  Over24Hours: { label: "The employee's day adds up to more than 24 hours", resolvedOn: 'line' },
  Overtime: {
    label:
      "The employee's week has overtime to resolve: its hours as sent differ from the split its overtime rules work out (By employee, Resolve overtime)",
    resolvedOn: 'week',
  },
};
export const EXCEPTION_LABELS: Readonly<Record<ExceptionKind, string>> = Object.fromEntries(
  Object.entries(EXCEPTION_DEFINITIONS).map(([kind, definition]) => [kind, definition.label]),
) as Record<ExceptionKind, string>;
/** The exceptions for which a reviewer may add the one-hour premium line (Labor Code §226.7). */
export const PREMIUM_EXCEPTIONS: readonly ExceptionKind[] = ['MealBreak', 'SecondMealBreak'];
/** The premium line's pay code when TAC_MEAL_PREMIUM_PAY_CODE is not set. */
export const DEFAULT_MEAL_PREMIUM_PAY_CODE = 'MP';

/**
 * A line written for a closed pay period is held on the Late list ('Held') until reviewed: accepted
 * into the reopened period ('' again) or rejected ('Rejected').
 */
export const LateState = { None: '', Held: 'Held', Rejected: 'Rejected' } as const;
export type LateState = (typeof LateState)[keyof typeof LateState];
export const LateDecisionKind = selfNamed('Accept', 'Reject');
export type LateDecisionKind = (typeof LateDecisionKind)[keyof typeof LateDecisionKind];

/**
 * Values of the timecard list's Exceptions filter (TimecardSearchField.Exceptions). Open: an
 * exception not yet resolved, which blocks the line's approval. Blocking: what stands between a week
 * and its close, every Pending line not on the Late list.
 */
export const ExceptionFilter = selfNamed('Open', 'Resolved', 'Blocking');
export type ExceptionFilter = (typeof ExceptionFilter)[keyof typeof ExceptionFilter];

/**
 * What closing or reopening a week did to one division's period: Closed or Reopened, or why it was
 * left as it was: lines still Pending (a close), AlreadyClosed (a close), NotClosed (a reopen).
 */
export const PayPeriodResultKind = selfNamed('Closed', 'Reopened', 'Pending', 'AlreadyClosed', 'NotClosed');
export type PayPeriodResultKind = (typeof PayPeriodResultKind)[keyof typeof PayPeriodResultKind];

/** Longest reason (reject, correction, resolution, reopen, late review). */
export const APPROVAL_REASON_MAX = 500;
/** Most lines one call may name by id ("the selected rows"); a filter reaches any number. */
export const APPROVAL_LINE_IDS_MAX = 1000;

export type ApprovalFilter = Static<typeof ApprovalFilterSchema>;
export type ApprovalSelection = Static<typeof ApprovalSelectionSchema>;
export type ApprovalDecision = Static<typeof ApprovalDecisionSchema>;
export type ApprovalPreview = Static<typeof ApprovalPreviewSchema>;
export type ApprovalOutcome = Static<typeof ApprovalOutcomeSchema>;
export type LineCorrection = Static<typeof LineCorrectionSchema>;
export type LineTaskCodesQuery = Static<typeof LineTaskCodesQuerySchema>;
export type LineTaskCodes = Static<typeof LineTaskCodesSchema>;
export type TimecardLineOriginal = Static<typeof TimecardLineOriginalSchema>;
export type TimecardLineState = Static<typeof TimecardLineStateSchema>;
export type ExceptionResolution = Static<typeof ExceptionResolutionSchema>;
export type LateReview = Static<typeof LateReviewSchema>;
export type PayPeriodQuery = Static<typeof PayPeriodQuerySchema>;
export type PayPeriod = Static<typeof PayPeriodSchema>;
export type PayPeriodChange = Static<typeof PayPeriodChangeSchema>;
export type PayPeriodOutcome = Static<typeof PayPeriodOutcomeSchema>;
export type PayPeriodDivisionResult = Static<typeof PayPeriodDivisionResultSchema>;

/** Every text the approval calls answer with. */
export const ApprovalMessages = {
  lineNotFound: 'The timecard line was not found',
  /** Some of the named lines are not in the user's divisions (or do not exist): nothing was changed. */
  linesNotFound: (n: number) =>
    `lineIds: ${n} of the named timecard lines were not found; nothing was changed`,
  selectionOne: 'Send either lineIds or filter, not both and not neither',
  reasonRequired: (field: string) => `${field} is required`,
  approvedLocked: 'This line is approved and cannot be changed',
  notPending: 'Only a pending line can be approved or rejected',
  openException: 'This line has an exception to resolve before it can be approved',
  weekNotFound: "The employee's week was not found",
  noOvertime:
    "This week's hours as sent are the split its overtime rules work out: there is nothing to resolve",
  overtimeOtherDivision: (day: string) =>
    `The hours of ${day} to move include a line of a division outside your access: ask someone who has it to resolve the week`,
  noPayCodeFor: (countsAs: string) =>
    `The Pay Code List has no active code that counts as ${countsAs}: add one before applying the split`,
  overtimeApplied: (corrected: number, added: number) =>
    `The worked-out split was applied: ${corrected} line(s) corrected, ${added} line(s) added`,
  overtimeKept: 'The week keeps its hours as sent',
  overtimeOpen:
    "This line's week has overtime to resolve before it can be approved: its hours as sent differ from the split its overtime rules work out (Timecards, By employee)",
  onLateList: 'This line is on the Late list: review it first',
  periodClosed: (weekEnding: string) => `The pay period ending ${weekEnding} is closed`,
  approved: (n: number) => `${n} line(s) approved`,
  rejected: (n: number) => `${n} line(s) rejected`,
  correctionEmpty: 'A correction must change at least one of hours, times, pay code or task code',
  taskNotOfProject: "taskId must name a task of the line's project",
  corrected: 'The line was corrected',
  noException: 'This line has no exception to resolve',
  exceptionResolved: 'This exception is already resolved',
  resolved: 'The exception was resolved',
  premiumNotDue: 'A meal premium line is only for a missed or short meal break',
  premiumExists: 'A meal premium line was already added for this record and day',
  /** The setting names a code the Pay Code List does not hold: the premium line could never go to payroll. */
  premiumPayCodeUnknown: (code: string) =>
    `The meal premium pay code '${code}' (TAC_MEAL_PREMIUM_PAY_CODE) is not in the Pay Code List: add it there, or set another code`,
  notLate: 'This line is not on the Late list',
  lateAcceptClosed: (weekEnding: string) =>
    `The pay period ending ${weekEnding} is closed: reopen it before accepting a late line`,
  lateAccepted: (n: number) => `${n} late line(s) accepted`,
  lateRejected: (n: number) => `${n} late line(s) rejected`,
  periodNotFound: (weekEnding: string) => `No pay period ending ${weekEnding} in your divisions`,
  /** A close or reopen's answer: how many of the divisions it reached changed (each one's result beside it). */
  weekClosed: (weekEnding: string, closed: number, of: number) =>
    `Week ending ${weekEnding}: ${closed} of ${of} division(s) closed`,
  weekReopened: (weekEnding: string, reopened: number, of: number) =>
    `Week ending ${weekEnding}: ${reopened} of ${of} division(s) reopened`,
  /** One division's result of a close or reopen, in words ("12 line(s) pending"). */
  periodResult: (result: PayPeriodResultKind, pending: number): string =>
    ({
      Closed: 'Closed',
      Reopened: 'Reopened',
      Pending: `${pending} line(s) pending`,
      AlreadyClosed: 'Already closed',
      NotClosed: 'Not closed',
    })[result],
  weekRange: 'toWeek must not be before fromWeek, and the range at most 400 days',
} as const;
