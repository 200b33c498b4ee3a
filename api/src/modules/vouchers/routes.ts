import {
  ApiPaths,
  VoucherMove as Move,
  PageClaim,
  VoucherLifecycleMessages,
  type VoucherMove,
  type VoucherStatus,
  type VoucherStatusState,
  voucherMoveClaims,
} from '@tac/contracts';
import {
  SearchRequestSchema,
  VoucherAttachmentSchema,
  VoucherCloseRequestSchema,
  VoucherDateRangeQuerySchema,
  VoucherLabourVarianceSchema,
  VoucherMoveRequestSchema,
  VoucherRecordSchema,
  VoucherReopenRequestSchema,
  VoucherRevisionQuerySchema,
  VoucherRevisionRequestSchema,
  VoucherStatusStateSchema,
} from '@tac/contracts/schemas';
import { type Static, type TSchema, Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { sandboxAttachmentAnswer } from '../../http/attachment-answer.ts';
import { ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { labourVariance } from './labour-variance.ts';
import { type MoveDetails, officeMove } from './lifecycle.ts';
import { listRevisions, listVouchers, revisionAttachments } from './queries.ts';
import { voucherDays } from './query-dates.ts';
import { revisionSource } from './revision-source.ts';
import { tmLogRoutes } from './tm-log-routes.ts';
import { voucherPdf } from './voucher-pdf.ts';

const route = signedInRoutes(['T&M Vouchers']);
const access = requireClaims(PageClaim.TMVoucher);
/** An office move's claims, as its row of VOUCHER_MOVES names them. */
const moveAccess = (move: VoucherMove) => requireClaims(...voucherMoveClaims(move));

/**
 * T&M vouchers: the list, one voucher's revisions, a revision's attachments, PDF and labour
 * variance (spec 002 §7; the variance is beyond the spec). Every call is scoped to the divisions the user
 * may see; a revision of another division answers 404, as one that does not exist.
 */
export function voucherRoutes(app: App, db: Db, timeZone: string): void {
  app.post(
    ApiPaths.vouchers.list,
    route(access, {
      summary:
        'Vouchers (latest revision each) created from fromDate to the day after toDate (dd-MM-yyyy HH:mm:ss; days only), newest first',
      querystring: VoucherDateRangeQuerySchema,
      body: SearchRequestSchema,
      response: responses(Type.Array(VoucherRecordSchema)),
    }),
    async (request, reply) => {
      const { rowsJson, totalCount } = await listVouchers(db, {
        scope: currentUser(request).divisionScope,
        days: voucherDays(request.query),
        search: request.body.SearchText,
        page: pageRange(request.body.Skip, request.body.Take),
        timeZone,
      });
      return sendOkJsonText(reply, rowsJson, totalCount);
    },
  );

  app.post(
    ApiPaths.vouchers.revisions,
    route(access, {
      summary:
        'Every revision of one voucher (SearchText: deviceId, projectId, taskCodeID, TMVoucherNumber, and any list filter), newest first',
      body: VoucherRevisionRequestSchema,
      response: responses(Type.Array(VoucherRecordSchema)),
    }),
    async (request, reply) => {
      const scope = currentUser(request).divisionScope;
      const { rowsJson, totalCount } = await listRevisions(db, scope, request.body.SearchText, timeZone);
      return sendOkJsonText(reply, rowsJson, totalCount);
    },
  );

  app.get(
    ApiPaths.vouchers.attachments,
    {
      ...route(access, {
        summary: "A revision's attached images (base64)",
        querystring: VoucherRevisionQuerySchema,
        response: responses(Type.Array(VoucherAttachmentSchema)),
      }),
      onRequest: sandboxAttachmentAnswer,
    },
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const rows = await revisionAttachments(db, scope, request.query.TMVoucherID, request.query.deviceId);
      return ok(rows, '', rows.length);
    },
  );

  app.get(
    ApiPaths.vouchers.pdf,
    route(access, {
      summary: "A revision's T&M voucher as a PDF (base64), drawn from its data",
      querystring: VoucherRevisionQuerySchema,
      response: responses(VoucherAttachmentSchema),
    }),
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const source = await revisionSource(db, scope, request.query.TMVoucherID, request.query.deviceId);
      return ok(await voucherPdf(source, timeZone), '', 1);
    },
  );

  // The lifecycle's office moves (shared/docs/remotes/vouchers.md "Lifecycle"): 409 when the move is
  // not allowed from the voucher's status or the row is no longer its current revision. One route a
  // move: what it carries and what it answers differ, the rest is the moves' table's.
  function officeMoveRoute<B extends TSchema>(definition: {
    path: string;
    move: VoucherMove;
    summary: string;
    body: B;
    carries: (body: Static<B>) => MoveDetails;
    done: (voucherNumber: string, state: VoucherStatusState) => string;
  }) {
    app.post(
      definition.path,
      route(moveAccess(definition.move), {
        summary: definition.summary,
        body: definition.body,
        response: responses(VoucherStatusStateSchema),
      }),
      async (request) => {
        const user = currentUser(request);
        const body = request.body as Static<B> & { TMVoucherID: number };
        const { state, voucherNumber } = await officeMove(
          db,
          user.divisionScope,
          user.userId,
          body.TMVoucherID,
          definition.move,
          definition.carries(body),
        );
        return ok(state, definition.done(voucherNumber, state), 1);
      },
    );
  }
  officeMoveRoute({
    path: ApiPaths.vouchers.approveForReview,
    move: Move.ApproveForReview,
    summary:
      'Approve a voucher for review: the office signs for the company (In Progress → Ready for Review)',
    body: VoucherMoveRequestSchema,
    carries: () => ({}),
    done: (voucherNumber) => VoucherLifecycleMessages.done.approveForReview(voucherNumber),
  });
  officeMoveRoute({
    path: ApiPaths.vouchers.close,
    move: Move.Close,
    summary:
      'Close a Field Verified voucher as billed, with its change order or billing reference (read-only after)',
    body: VoucherCloseRequestSchema,
    carries: (body) => ({ billingReference: body.billingReference }),
    done: (voucherNumber, state) =>
      VoucherLifecycleMessages.done.close(voucherNumber, state.billingReference),
  });
  officeMoveRoute({
    path: ApiPaths.vouchers.reopen,
    move: Move.Reopen,
    summary:
      'Reopen a voucher with a reason: a Closed one to Field Verified, one Ready for Review or Field Verified to In Progress',
    body: VoucherReopenRequestSchema,
    carries: (body) => ({ reason: body.reason }),
    done: (voucherNumber, state) =>
      VoucherLifecycleMessages.done.reopen(voucherNumber, state.voucherStatus as VoucherStatus),
  });

  app.get(
    ApiPaths.vouchers.labourVariance,
    route(access, {
      summary:
        "A revision's labour hours per employee against the timecard hours of its device, project, task code and day",
      querystring: VoucherRevisionQuerySchema,
      response: responses(VoucherLabourVarianceSchema),
    }),
    async (request) => {
      const scope = currentUser(request).divisionScope;
      return ok(await labourVariance(db, scope, request.query.TMVoucherID, request.query.deviceId), '', 1);
    },
  );

  tmLogRoutes(app, db, timeZone);
}
