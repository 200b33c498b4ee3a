import { ApiPaths, PageClaim } from '@tac/contracts';
import {
  SearchRequestSchema,
  TmLogQuerySchema,
  TmLogRowSchema,
  TmLogSummaryRequestSchema,
  TmLogSummarySchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { listTmLog, tmLogDays, tmLogSummary } from './tm-log.ts';

const route = signedInRoutes(['T&M Vouchers']);
const access = requireClaims(PageClaim.TMVoucher);

/**
 * The T&M log (shared/docs/remotes/vouchers.md "T&M log"): the vouchers the office bills from, with
 * their totals, and what waits on whom; behind the T&M voucher page claim, in the user's divisions.
 * Its CSV is the current view's (modules/current-view).
 */
export function tmLogRoutes(app: App, db: Db, timeZone: string): void {
  app.post(
    ApiPaths.vouchers.tmLog,
    route(access, {
      summary:
        "Each voucher's current revision with its status, signers, billing reference and totals (SearchText: the voucher list's fields, billingReference, companySigner, customerSigner), paged and sorted",
      querystring: TmLogQuerySchema,
      body: SearchRequestSchema,
      response: responses(Type.Array(TmLogRowSchema)),
    }),
    async (request, reply) => {
      const { rowsJson, totalCount } = await listTmLog(db, {
        scope: currentUser(request).divisionScope,
        days: tmLogDays(request.query),
        search: request.body.SearchText,
        timeZone,
        sort: request.query.sort ?? 'date',
        descending: request.query.descending ?? true,
        page: pageRange(request.body.Skip, request.body.Take),
      });
      return sendOkJsonText(reply, rowsJson, totalCount);
    },
  );

  app.post(
    ApiPaths.vouchers.tmLogSummary,
    route(access, {
      summary:
        "What waits on whom: how many vouchers are in each status, and since when the oldest, for the T&M log's filters but its status",
      querystring: TmLogQuerySchema,
      body: TmLogSummaryRequestSchema,
      response: responses(TmLogSummarySchema),
    }),
    async (request) => {
      const summary = await tmLogSummary(db, {
        scope: currentUser(request).divisionScope,
        days: tmLogDays(request.query),
        search: request.body.SearchText,
        timeZone,
      });
      return ok(summary, '', summary.statuses.length);
    },
  );
}
