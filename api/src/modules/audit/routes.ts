import { ApiPaths, AUDIT_RECORD_KINDS, AuditMessages, PageClaim } from '@tac/contracts';
import { AuditEntrySchema, AuditHistoryQuerySchema, AuditLogQuerySchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, okBoundedPage, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { RECORD_KINDS } from './kinds.ts';
import { withRecordNames } from './named-entries.ts';
import { auditLog, recordHistory } from './queries.ts';

const route = signedInRoutes(['Audit']);

/**
 * The audit log read back (shared/docs/payroll-export.md "History"): each record kind's History
 * (behind its screen's claim, the record in the caller's divisions), and the whole log for the
 * SystemAdmin's Audit Log screen.
 */
export function auditRoutes(app: App, db: Db): void {
  for (const kind of AUDIT_RECORD_KINDS) {
    const rule = RECORD_KINDS[kind];
    app.get(
      ApiPaths.audit.history[kind],
      route(requireClaims(...rule.claims), {
        summary: `A ${kind}'s history, newest first: who changed what and when, before and after`,
        querystring: AuditHistoryQuerySchema,
        response: responses(Type.Array(AuditEntrySchema)),
      }),
      async (request) => {
        const { id, Skip, Take } = request.query;
        const range = pageRange(Skip, Take);
        const { rows } = await sql<{
          seen: boolean;
        }>`select ${rule.visible(currentUser(request), id)} as seen`.execute(db);
        if (!rows[0]?.seen) throw new ApiError(404, AuditMessages.recordNotFound);
        const page = await recordHistory(db, rule.entity, id, range);
        return ok(
          await withRecordNames(db, page.rows, currentUser(request).divisionScope),
          '',
          page.totalCount,
        );
      },
    );
  }

  app.post(
    ApiPaths.audit.log,
    route(requireClaims(PageClaim.AuditLog), {
      summary:
        'The whole audit log filtered by user, record kind, action and time range, newest first; its total exact up to a bound past the page (moreThanTotalCount beyond)',
      body: AuditLogQuerySchema,
      response: responses(Type.Array(AuditEntrySchema)),
    }),
    async (request) => {
      const { Skip, Take, anchor, ...filter } = request.body;
      const range = pageRange(Skip, Take);
      if (filter.from && filter.to && Date.parse(filter.to) <= Date.parse(filter.from))
        throw new ApiError(400, AuditMessages.timeRange);
      const page = await auditLog(db, filter, range, anchor);
      const rows = await withRecordNames(db, page.rows, currentUser(request).divisionScope);
      return okBoundedPage(rows, page.totalCount, page.more);
    },
  );
}
