import {
  APPROVAL_REASON_MAX,
  type ApprovalDecisionKind,
  type ApprovalPreview,
  EXCEPTION_DEFINITIONS,
  EXCEPTION_LABELS,
  type ExceptionKind,
  type LineCorrection,
  PREMIUM_EXCEPTIONS,
  type TimecardRecord,
} from '@tac/contracts';

/** The approval fields of a timecard line the screens read (shared/docs/approval.md). */
export type ApprovalLine = Pick<
  TimecardRecord,
  | 'lineId'
  | 'approvalState'
  | 'approvalReason'
  | 'exceptions'
  | 'exceptionResolution'
  | 'lateState'
  | 'original'
  | 'changedAfterAttestation'
  | 'periodClosed'
>;

/** Where a kind is resolved (a kind this screen does not know is the line's, as all were). */
const resolvedOn = (kind: string) => EXCEPTION_DEFINITIONS[kind as ExceptionKind]?.resolvedOn ?? 'line';

/** The line's own exceptions, which Resolve resolves on the line (exceptionResolution their reason). */
export const lineExceptions = (line: Pick<ApprovalLine, 'exceptions'>): string[] =>
  line.exceptions.filter((kind) => resolvedOn(kind) === 'line');

/**
 * The exceptions still open on a line: its own until resolved, and its week's, which the line
 * carries only while open (Overtime, resolved in the week view).
 */
export const openExceptions = (line: Pick<ApprovalLine, 'exceptions' | 'exceptionResolution'>): string[] =>
  line.exceptions.filter((kind) => resolvedOn(kind) === 'week' || !line.exceptionResolution);

/** An exception not yet resolved: it blocks the line's approval. */
export const hasOpenException = (line: Pick<ApprovalLine, 'exceptions' | 'exceptionResolution'>) =>
  openExceptions(line).length > 0;

/** Only a Pending line off the Late list takes a decision; an Approved one takes no change at all. */
export const isDecidable = (line: Pick<ApprovalLine, 'approvalState' | 'lateState'>) =>
  line.approvalState === 'Pending' && line.lateState !== 'Held';

/**
 * An approved line is locked until payroll has it: once exported (Exported, Processed or Changed, or
 * Error when payroll's result file rejected it) it is corrected again and goes back to Pending, the
 * next batch carrying it (shared/docs/payroll-export.md "Changed", "The result file"). A closed pay
 * period locks every line of it until reopened (the server refuses the correction).
 */
export const isCorrectable = (
  line: Pick<TimecardRecord, 'approvalState' | 'lateState' | 'intStatus' | 'periodClosed'>,
) =>
  line.lateState !== 'Held' &&
  !line.periodClosed &&
  (line.approvalState !== 'Approved' ||
    ['Exported', 'Processed', 'Changed', 'Error'].includes(line.intStatus));

/** The line's own open exceptions are resolved on a line off the Late list whose period is open. */
export const isResolvable = (
  line: Pick<ApprovalLine, 'exceptions' | 'exceptionResolution' | 'lateState' | 'periodClosed'>,
) =>
  lineExceptions(line).length > 0 &&
  !line.exceptionResolution &&
  line.lateState !== 'Held' &&
  !line.periodClosed;

/** The line is locked by its closed period (a late line waits on the Late list instead). */
export const lockedByClosedPeriod = (line: Pick<ApprovalLine, 'lateState' | 'periodClosed'>) =>
  line.periodClosed && line.lateState !== 'Held';

export const approvalColor = (state: string): 'green' | 'red' | 'gray' =>
  state === 'Approved' ? 'green' : state === 'Rejected' ? 'red' : 'gray';

export const exceptionLabel = (kind: string): string => EXCEPTION_LABELS[kind as ExceptionKind] ?? kind;

/** A missed or short meal break may be paid with the one-hour premium line (Labor Code §226.7). */
export const premiumAllowed = (line: Pick<ApprovalLine, 'exceptions'>) =>
  line.exceptions.some((kind) => PREMIUM_EXCEPTIONS.includes(kind as ExceptionKind));

/** What the confirm dialog says before a decision, from the server's preview. */
export function previewSentence(preview: ApprovalPreview, decision: ApprovalDecisionKind): string {
  const takes = decision === 'Approve' ? preview.approvable : preview.rejectable;
  const verb = decision === 'Approve' ? 'approved' : 'rejected';
  const parts = [`${preview.matching} line(s) selected: ${takes} will be ${verb}`];
  const left = preview.matching - takes;
  if (left > 0) {
    const why = [
      preview.approved ? `${preview.approved} already approved` : '',
      preview.rejected ? `${preview.rejected} already rejected` : '',
      decision === 'Approve' && preview.openExceptions
        ? `${preview.openExceptions} with an open exception`
        : '',
      preview.late ? `${preview.late} on the Late list` : '',
      preview.inClosedPeriods ? `${preview.inClosedPeriods} in closed periods` : '',
    ].filter(Boolean);
    parts.push(`${left} will be left as they are${why.length ? ` (${why.join(', ')})` : ''}`);
  }
  return `${parts.join('; ')}.`;
}

/** A reason the office must give: trimmed, required, at most APPROVAL_REASON_MAX characters. */
export function reasonProblem(reason: string): string | null {
  if (!reason.trim()) return 'Reason is required';
  if (reason.length > APPROVAL_REASON_MAX) return `Reason must be at most ${APPROVAL_REASON_MAX} characters`;
  return null;
}

/** The correction form's values, as typed. */
export interface CorrectionForm {
  hours: string;
  startTime: string;
  lunchStartTime: string;
  lunchEndTime: string;
  endTime: string;
  payCode: string;
  /**
   * The task code picked: a task id, null for none, undefined until the user picks one (the line's
   * own, which the list does not carry, is read with the project's task codes).
   */
  taskId?: number | null | undefined;
  reason: string;
}

/** The form as the line is; `taskId` the line's task code once read (undefined while not). */
export const correctionFormOf = (
  line: Pick<
    TimecardRecord,
    'hours' | 'startTime' | 'lunchStartTime' | 'lunchEndTime' | 'endTime' | 'hoursType'
  >,
  taskId?: number | null,
): CorrectionForm => ({
  hours: String(line.hours ?? ''),
  startTime: line.startTime,
  lunchStartTime: line.lunchStartTime,
  lunchEndTime: line.lunchEndTime,
  endTime: line.endTime,
  payCode: line.hoursType,
  taskId,
  reason: '',
});

/** The Task Code picker's "no task code" choice (task ids start at 1). */
export const NO_TASK = 0;

/** The Task Code picker's choices: none, then the project's task codes as number and name. */
export const taskCodeOptions = (tasks: readonly { id: number; taskNumber: string; taskName: string }[]) => [
  { value: NO_TASK, label: 'No task code' },
  ...tasks.map((task) => ({
    value: task.id,
    label: [task.taskNumber, task.taskName].filter(Boolean).join(' '),
  })),
];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const PAY_CODE = /^[A-Za-z0-9_-]{1,20}$/;

export type CorrectionCheck =
  | { ok: true; correction: LineCorrection }
  | { ok: false; field: keyof CorrectionForm; message: string };

/**
 * The correction to send: only the values the user changed, each checked as the server checks it
 * (shared/docs/approval.md "Corrections"); at least one, and a reason.
 */
export function checkCorrection(
  lineId: number,
  before: CorrectionForm,
  form: CorrectionForm,
): CorrectionCheck {
  const correction: LineCorrection = { lineId, reason: form.reason.trim() };
  if (form.hours.trim() !== before.hours) {
    const hours = Number(form.hours);
    if (!form.hours.trim() || !Number.isFinite(hours) || hours < 0 || hours > 24)
      return { ok: false, field: 'hours', message: 'Hours must be a number from 0 to 24' };
    correction.hours = hours;
  }
  const times = [
    ['startTime', 'Start Time', false],
    ['lunchStartTime', 'Lunch Start', true],
    ['lunchEndTime', 'Lunch End', true],
    ['endTime', 'End Time', false],
  ] as const;
  for (const [field, label, blankAllowed] of times) {
    const value = form[field].trim();
    if (value === before[field]) continue;
    if (!(CLOCK.test(value) || (blankAllowed && value === '')))
      return {
        ok: false,
        field,
        message: `${label} must be a time as HH:mm${blankAllowed ? ', or blank' : ''}`,
      };
    correction[field] = value;
  }
  const payCode = form.payCode.trim();
  if (payCode !== before.payCode) {
    if (!PAY_CODE.test(payCode))
      return { ok: false, field: 'payCode', message: 'Pay Code must be 1 to 20 letters, digits, - or _' };
    correction.payCode = payCode;
  }
  if (form.taskId !== undefined && form.taskId !== before.taskId) correction.taskId = form.taskId;
  if (Object.keys(correction).length === 2)
    return {
      ok: false,
      field: 'hours',
      message: 'Change at least one of hours, times, pay code or task code',
    };
  const reason = reasonProblem(form.reason);
  if (reason) return { ok: false, field: 'reason', message: reason };
  return { ok: true, correction };
}
