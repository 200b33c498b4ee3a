import { ApiPaths, ApprovalMessages, ButtonClaim, PageClaim } from '@tac/contracts';
import {
  ApprovalDecisionSchema,
  ApprovalOutcomeSchema,
  ApprovalPreviewSchema,
  ApprovalSelectionSchema,
  ExceptionResolutionSchema,
  LateReviewSchema,
  LineCorrectionSchema,
  LineTaskCodesQuerySchema,
  LineTaskCodesSchema,
  PayPeriodChangeSchema,
  PayPeriodOutcomeSchema,
  PayPeriodQuerySchema,
  PayPeriodSchema,
  TimecardLineStateSchema,
  WeekOvertimeOutcomeSchema,
  WeekOvertimeResolutionSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ok, responses } from '../../../http/envelope.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import { correctLine } from './correct.ts';
import { decideApproval, previewApproval } from './decide.ts';
import { reviewLateLines } from './late.ts';
import { lineTaskCodes } from './line-tasks.ts';
import { closePayPeriod, listPayPeriods, reopenPayPeriod } from './periods.ts';
import { resolveException } from './resolve.ts';
import { resolveWeekOvertime } from './week-overtime-resolve.ts';

const route = signedInRoutes(['Timecard approval']);
const approve = requireClaims(PageClaim.TimeCard, ButtonClaim.TimecardApprove);
const closeOrReopen = requireClaims(PageClaim.TimeCard, ButtonClaim.PayPeriodClose);

export interface ApprovalSettings {
  timeZone: string;
  /** The pay code of the meal premium line (TAC_MEAL_PREMIUM_PAY_CODE). */
  premiumPayCode: string;
}

/**
 * The approval loop (shared/docs/approval.md): approve and reject lines, correct them, resolve their
 * exceptions, review the Late list, list, close and reopen pay periods. Every call reaches only the
 * caller's divisions; a line of another answers 404 as one that does not exist.
 */
export function approvalRoutes(app: App, db: Db, settings: ApprovalSettings): void {
  const { timeZone, premiumPayCode } = settings;
  const scopeOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).divisionScope;
  const userOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;

  app.post(
    ApiPaths.approval.preview,
    route(approve, {
      summary: 'What approving or rejecting the selection (line ids, or the list filter) would do, counted',
      body: ApprovalSelectionSchema,
      response: responses(ApprovalPreviewSchema),
    }),
    async (request) => ok(await previewApproval(db, request.body, scopeOf(request), timeZone), '', 1),
  );

  app.post(
    ApiPaths.approval.decide,
    route(approve, {
      summary: 'Approve or reject one line, the selected lines, or every line matching the list filter',
      body: ApprovalDecisionSchema,
      response: responses(ApprovalOutcomeSchema),
    }),
    async (request) => {
      const outcome = await decideApproval(db, userOf(request), request.body, scopeOf(request), timeZone);
      const message =
        request.body.decision === 'Approve'
          ? ApprovalMessages.approved(outcome.changed)
          : ApprovalMessages.rejected(outcome.changed);
      return ok(outcome, message, 1);
    },
  );

  app.post(
    ApiPaths.approval.correct,
    route(approve, {
      summary:
        "Correct a line's hours, times, pay code or task code, with a reason; the first values are kept",
      body: LineCorrectionSchema,
      response: responses(TimecardLineStateSchema),
    }),
    async (request) =>
      ok(
        await correctLine(db, userOf(request), request.body, scopeOf(request)),
        ApprovalMessages.corrected,
        1,
      ),
  );

  app.get(
    ApiPaths.approval.lineTaskCodes,
    route(approve, {
      summary: "A line's task code and its project's task codes: the choices of a task-code correction",
      querystring: LineTaskCodesQuerySchema,
      response: responses(LineTaskCodesSchema),
    }),
    async (request) => ok(await lineTaskCodes(db, request.query.lineId, scopeOf(request)), '', 1),
  );

  app.post(
    ApiPaths.approval.resolveException,
    route(approve, {
      summary:
        "Resolve a line's exception with a reason; for a missed meal break, optionally add the premium line",
      body: ExceptionResolutionSchema,
      response: responses(TimecardLineStateSchema),
    }),
    async (request) =>
      ok(
        await resolveException(db, userOf(request), request.body, scopeOf(request), premiumPayCode),
        ApprovalMessages.resolved,
        1,
      ),
  );

  app.post(
    ApiPaths.approval.resolveWeekOvertime,
    route(approve, {
      summary:
        "Resolve an employee-week's Overtime exception: apply the worked-out split as corrections, or keep the hours as sent",
      body: WeekOvertimeResolutionSchema,
      response: responses(WeekOvertimeOutcomeSchema),
    }),
    async (request) => {
      const outcome = await resolveWeekOvertime(db, userOf(request), request.body, scopeOf(request));
      const message = request.body.apply
        ? ApprovalMessages.overtimeApplied(outcome.corrected, outcome.added)
        : ApprovalMessages.overtimeKept;
      return ok(outcome, message, 1);
    },
  );

  app.post(
    ApiPaths.approval.reviewLate,
    route(approve, {
      summary: 'Accept late lines into their reopened period, or reject them with a reason',
      body: LateReviewSchema,
      response: responses(ApprovalOutcomeSchema),
    }),
    async (request) => {
      const outcome = await reviewLateLines(db, userOf(request), request.body, scopeOf(request));
      const message =
        request.body.decision === 'Accept'
          ? ApprovalMessages.lateAccepted(outcome.changed)
          : ApprovalMessages.lateRejected(outcome.changed);
      return ok(outcome, message, 1);
    },
  );

  app.get(
    ApiPaths.approval.periods,
    route(requireClaims(PageClaim.TimeCard), {
      summary: "Pay periods (a division's week) ending in [fromWeek, toWeek], with their lines' counts",
      querystring: PayPeriodQuerySchema,
      response: responses(Type.Array(PayPeriodSchema)),
    }),
    async (request) => {
      const rows = await listPayPeriods(db, request.query, scopeOf(request));
      return ok(rows, '', rows.length);
    },
  );

  app.post(
    ApiPaths.approval.close,
    route(closeOrReopen, {
      summary: "Close the week for each division that can close; answers each division's result",
      description:
        'Closes the week ending weekEndingDate for the named divisions (default: every division of the ' +
        "caller's with a period that week). Each closes on its own: one with a line still Pending (off " +
        'the Late list) stays open and its result says how many (Pending), one already closed says so ' +
        '(AlreadyClosed); the others close together, in one transaction. A closed period locks its ' +
        "lines. A named division outside the caller's, or without the week, is a 404 and nothing is " +
        'written; a call that closes none writes nothing.',
      body: PayPeriodChangeSchema,
      response: responses(PayPeriodOutcomeSchema),
    }),
    async (request) => {
      const outcome = await closePayPeriod(db, userOf(request), request.body, scopeOf(request));
      const week = request.body.weekEndingDate;
      return ok(outcome, ApprovalMessages.weekClosed(week, outcome.divisions, outcome.results.length), 1);
    },
  );

  app.post(
    ApiPaths.approval.reopen,
    route(closeOrReopen, {
      summary: "Reopen the week for each closed division, with a reason; answers each division's result",
      description:
        'Reopens the closed periods of the week ending weekEndingDate for the named divisions (default: ' +
        "every division of the caller's with a period that week), with a required reason; an open one " +
        "is left as it is (NotClosed). A named division outside the caller's, or without the week, is a " +
        '404 and nothing is written; a call that reopens none writes nothing.',
      body: PayPeriodChangeSchema,
      response: responses(PayPeriodOutcomeSchema),
    }),
    async (request) => {
      const outcome = await reopenPayPeriod(db, userOf(request), request.body, scopeOf(request));
      const week = request.body.weekEndingDate;
      return ok(outcome, ApprovalMessages.weekReopened(week, outcome.divisions, outcome.results.length), 1);
    },
  );
}
