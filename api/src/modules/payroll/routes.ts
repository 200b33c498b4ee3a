import {
  ApiPaths,
  ButtonClaim,
  PayrollMappingMessages,
  PayrollMessages,
  payrollMappingKind,
} from '@tac/contracts';
import {
  PayrollBatchCancelSchema,
  PayrollBatchFileQuerySchema,
  PayrollBatchLineSchema,
  PayrollBatchLinesQuerySchema,
  PayrollBatchListQuerySchema,
  PayrollBatchPreviewSchema,
  PayrollBatchProcessedSchema,
  PayrollBatchRequestSchema,
  PayrollBatchSchema,
  PayrollBatchTotalsQuerySchema,
  PayrollBatchTotalsSchema,
  PayrollMappingRowSchema,
  PayrollMappingSaveSchema,
  PayrollMappingsQuerySchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { ApiError, fileResponses, ok, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { cancelBatch, markProcessed } from './acknowledge.ts';
import { createBatch, previewBatch } from './create.ts';
import { listMappings, saveMapping } from './mappings.ts';
import { batchFile, batchLines, batchTotals, findBatch, listBatches } from './queries.ts';
import type { PayrollSettings } from './settings.ts';

const route = signedInRoutes(['Payroll export']);
/** The Payroll Export screen and every call behind it need the export claim (its menu entry too). */
const exporter = requireClaims(ButtonClaim.PayrollExport);

/**
 * Payroll export (shared/docs/payroll-export.md): batches of approved lines, their files, and the
 * payroll system's acknowledgment. Every call reaches only batches of the caller's divisions; another
 * division's batch answers 404 as one that does not exist.
 */
export function payrollRoutes(app: App, db: Db, settings: PayrollSettings): void {
  const scopeOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).divisionScope;
  const userOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).userId;
  /** A batch of another division answers as one that does not exist. */
  const visibleBatch = async (request: Parameters<typeof currentUser>[0], batchId: number) => {
    if (!(await findBatch(db, batchId, scopeOf(request))))
      throw new ApiError(404, PayrollMessages.batchNotFound);
  };

  app.post(
    ApiPaths.payroll.preview,
    route(exporter, {
      summary:
        'What a batch of these weeks and divisions would take now, counted, the layouts it would not make and what it would be refused with; writes nothing',
      body: PayrollBatchRequestSchema,
      response: responses(PayrollBatchPreviewSchema),
    }),
    async (request) => ok(await previewBatch(db, request.body, scopeOf(request), settings), '', 1),
  );

  app.post(
    ApiPaths.payroll.create,
    route(exporter, {
      summary:
        'Make a batch of the approved, not yet exported lines of these weeks and divisions (corrections included)',
      body: PayrollBatchRequestSchema,
      response: responses(PayrollBatchSchema),
    }),
    async (request) => {
      const batch = await createBatch(db, userOf(request), request.body, scopeOf(request), settings);
      return ok(batch, PayrollMessages.batchMade(batch.id, batch.lineCount), 1);
    },
  );

  app.get(
    ApiPaths.payroll.list,
    route(exporter, {
      summary: 'Batches of your divisions, newest first: who, when, lines, files and hashes, state',
      querystring: PayrollBatchListQuerySchema,
      response: responses(Type.Array(PayrollBatchSchema)),
    }),
    async (request) => {
      const { state, Skip, Take } = request.query;
      const page = await listBatches(db, scopeOf(request), state, pageRange(Skip, Take));
      return ok(page.rows, '', page.totalCount);
    },
  );

  app.get(
    ApiPaths.payroll.lines,
    route(exporter, {
      summary:
        "A batch's lines as it sent them, filtered and in the order asked (or only those payroll rejected); a correction names what the earlier batch sent",
      querystring: PayrollBatchLinesQuerySchema,
      response: responses(Type.Array(PayrollBatchLineSchema)),
    }),
    async (request) => {
      const { batchId, rejected, filter, sort, descending, Skip, Take } = request.query;
      const range = pageRange(Skip, Take);
      await visibleBatch(request, batchId);
      const page = await batchLines(db, batchId, range, {
        rejectedOnly: rejected === true,
        filter,
        sort,
        descending,
      });
      return ok(page.rows, '', page.totalCount);
    },
  );

  app.get(
    ApiPaths.payroll.totals,
    route(exporter, {
      summary: "A batch's lines (those the filter keeps) totalled by employee and by pay code",
      querystring: PayrollBatchTotalsQuerySchema,
      response: responses(PayrollBatchTotalsSchema),
    }),
    async (request) => {
      const { batchId, filter } = request.query;
      await visibleBatch(request, batchId);
      return ok(await batchTotals(db, batchId, filter), '', 1);
    },
  );

  app.get(
    ApiPaths.payroll.mappings,
    route(exporter, {
      summary:
        "One kind's records of your divisions with what the payroll systems call them (Vista numbers, craft, class, shift, department, crew)",
      querystring: PayrollMappingsQuerySchema,
      response: responses(Type.Array(PayrollMappingRowSchema)),
    }),
    async (request) => {
      const { kind, search, unmappedOnly, Skip, Take } = request.query;
      const page = await listMappings(
        db,
        kind,
        scopeOf(request),
        { search, unmappedOnly },
        pageRange(Skip, Take),
      );
      return ok(page.rows, '', page.totalCount);
    },
  );

  app.post(
    ApiPaths.payroll.saveMapping,
    route(exporter, {
      summary:
        'Save what the payroll systems call one record of your divisions (all empty: no mapping); audited',
      body: PayrollMappingSaveSchema,
      response: responses(PayrollMappingRowSchema),
    }),
    async (request) => {
      const row = await saveMapping(db, userOf(request), request.body, scopeOf(request));
      const { recordLabel } = payrollMappingKind(request.body.kind);
      return ok(row, PayrollMappingMessages.saved(recordLabel, row.name), 1);
    },
  );

  app.get(
    ApiPaths.payroll.file,
    route(exporter, {
      summary: "A batch's file in a layout: the same bytes (and SHA-256) as when it was made",
      querystring: PayrollBatchFileQuerySchema,
      response: fileResponses('The CSV file'),
    }),
    async (request, reply) => {
      const { batchId, layout } = request.query;
      await visibleBatch(request, batchId);
      const file = await batchFile(db, batchId, layout);
      if (!file) throw new ApiError(404, PayrollMessages.batchNotFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-sha256', file.sha256)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    ApiPaths.payroll.markProcessed,
    route(exporter, {
      summary:
        'The payroll system took the batch: its batch number and/or its result file; the lines become Processed, those the file rejects Error',
      body: PayrollBatchProcessedSchema,
      response: responses(PayrollBatchSchema),
    }),
    async (request) => {
      const batch = await markProcessed(db, userOf(request), request.body, scopeOf(request));
      return ok(batch, PayrollMessages.processed(batch.id, batch.rejectedCount), 1);
    },
  );

  app.post(
    ApiPaths.payroll.cancel,
    route(exporter, {
      summary: 'Cancel a batch not yet processed, with a reason: its lines can be exported again',
      body: PayrollBatchCancelSchema,
      response: responses(PayrollBatchSchema),
    }),
    async (request) =>
      ok(
        await cancelBatch(db, userOf(request), request.body, scopeOf(request)),
        PayrollMessages.cancelled(request.body.batchId),
        1,
      ),
  );
}
