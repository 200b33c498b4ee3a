import { ApiPaths, PageClaim } from '@tac/contracts';
import {
  SearchRequestSchema,
  VoucherAttachmentSchema,
  VoucherDateRangeQuerySchema,
  VoucherLabourVarianceSchema,
  VoucherRecordSchema,
  VoucherRevisionQuerySchema,
  VoucherRevisionRequestSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { sandboxAttachmentAnswer } from '../../http/attachment-answer.ts';
import { ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { labourVariance } from './labour-variance.ts';
import { listRevisions, listVouchers, revisionAttachments } from './queries.ts';
import { voucherDays } from './query-dates.ts';
import { revisionSource } from './revision-source.ts';
import { voucherPdf } from './voucher-pdf.ts';

const route = signedInRoutes(['T&M Vouchers']);
const access = requireClaims(PageClaim.TMVoucher);

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
}
