import { ApiPaths, PageClaim, type SearchRequest } from '@tac/contracts';
import {
  DailyDetailSchema,
  IssueNoteSchema,
  SearchRequestSchema,
  TimecardAttachmentSchema,
  TimecardDateRangeQuerySchema,
  TimecardRecordQuerySchema,
  TimecardRecordSchema,
} from '@tac/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { sandboxAttachmentAnswer } from '../../http/attachment-answer.ts';
import { ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { parseDateRange } from '../../http/query-dates.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { attestationPdf } from './attestation-pdf.ts';
import { attestationSource } from './attestation-source.ts';
import { listDailyDetails, listIssueNotes } from './issue-notes.ts';
import { listTimecards } from './list-query.ts';
import type { ListInput } from './list-search.ts';
import { recordAttachments } from './records.ts';

const route = signedInRoutes(['Timecards']);
const access = requireClaims(PageClaim.TimeCard);

interface ListRequest {
  query: Static<typeof TimecardDateRangeQuerySchema>;
  body: SearchRequest;
}

/**
 * Timecards, their attachments and attestation PDF, issue notes and daily details (spec 000 §2, §7).
 * Every call is scoped to the divisions the user may see; a record of another division answers
 * 404, as one that does not exist.
 */
export function timecardRoutes(app: App, db: Db, timeZone: string): void {
  function listInput(request: FastifyRequest & ListRequest): ListInput {
    const range = parseDateRange(request.query);
    const page = pageRange(request.body.Skip, request.body.Take);
    const scope = currentUser(request).divisionScope;
    return { scope, range, search: request.body.SearchText, page, timeZone };
  }
  const listSchema = { querystring: TimecardDateRangeQuerySchema, body: SearchRequestSchema };

  app.post(
    ApiPaths.timecards.list,
    route(access, {
      ...listSchema,
      summary: 'Timecards whose day is in [fromDate, toDate] (dd-MM-yyyy HH:mm:ss), newest day first',
      response: responses(Type.Array(TimecardRecordSchema)),
    }),
    async (request, reply) => {
      const { rowsJson, totalCount } = await listTimecards(db, listInput(request));
      return sendOkJsonText(reply, rowsJson, totalCount);
    },
  );

  app.get(
    ApiPaths.timecards.attachments,
    {
      ...route(access, {
        summary: 'The images attached to a time record (base64)',
        querystring: TimecardRecordQuerySchema,
        response: responses(Type.Array(TimecardAttachmentSchema)),
      }),
      onRequest: sandboxAttachmentAnswer,
    },
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const rows = await recordAttachments(db, scope, request.query.timeRecordId, request.query.deviceId);
      return ok(rows, '', rows.length);
    },
  );

  app.get(
    ApiPaths.timecards.attestationPdf,
    route(access, {
      summary: "A time record's attestation as a PDF (base64), in the record's language",
      querystring: TimecardRecordQuerySchema,
      response: responses(TimecardAttachmentSchema),
    }),
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const source = await attestationSource(db, scope, request.query.timeRecordId, request.query.deviceId);
      return ok(await attestationPdf(source, timeZone), '', 1);
    },
  );

  app.post(
    ApiPaths.timecards.issueNotes,
    {
      ...route(access, {
        ...listSchema,
        summary: 'Issue notes dated in [fromDate, toDate], newest first, with their images',
        response: responses(Type.Array(IssueNoteSchema)),
      }),
      onRequest: sandboxAttachmentAnswer,
    },
    async (request) => {
      const { rows, totalCount } = await listIssueNotes(db, listInput(request));
      return ok(rows, '', totalCount);
    },
  );

  app.post(
    ApiPaths.timecards.dailyDetails,
    route(access, {
      ...listSchema,
      tags: ['Daily Details'],
      summary: 'Daily details dated in [fromDate, toDate], newest first',
      response: responses(Type.Array(DailyDetailSchema)),
    }),
    async (request) => {
      const { rows, totalCount } = await listDailyDetails(db, listInput(request));
      return ok(rows, '', totalCount);
    },
  );
}
