import { ApiPaths, PageClaim } from '@tac/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../http/paging.ts';
import { IdSchema } from '../../http/schemas.ts';
import { attestationPdf } from './attestation-pdf.ts';
import { listDailyDetails, listIssueNotes } from './issue-notes.ts';
import { attestationSource, type ListInput, listTimecards, recordAttachments } from './queries.ts';
import { DateRangeQuerySchema, parseDateRange } from './query-dates.ts';

const tags = ['Timecards'];
const security = [{ bearerAuth: [] }];
const access = requireClaims(PageClaim.TimeCard);

const AttachmentSchema = Type.Object({ attachmentName: Type.String(), attachmentContent: Type.String() });

/** A timecard row as the list sends it; the database writes the JSON, so a test holds it to this. */
export const TimecardSchema = Type.Object(
  {
    fullName: Type.String(),
    hoursType: Type.String(),
    hours: Type.Number(),
    employeeNumber: Type.String(),
    deviceEmpID: Type.Integer(),
    taskName: Type.String(),
    taskNumber: Type.String(),
    projectNumber: Type.String(),
    jobOverride: Type.String(),
    unionOverride: Type.String(),
    day: Type.String({ description: 'YYYY-MM-DD' }),
    timeRecordID: Type.Integer(),
    expectationUnits: Type.Union([Type.Number(), Type.Null()]),
    workUnits: Type.Union([Type.Number(), Type.Null()]),
    deviceID: Type.Integer(),
    workDoneAtJobSite: Type.String(),
    weekEndingDate: Type.String({ description: 'YYYY-MM-DD' }),
    userSyncOnlineDateTime: Type.String({ description: 'ISO 8601 instant in UTC, or empty' }),
    submittedDeviceName: Type.String(),
    payrollNote: Type.String(),
    workNote: Type.String(),
    expectationNote: Type.String(),
    isAttachmentAdded: Type.Boolean(),
    intStatus: Type.String(),
    fieldStatusDescription: Type.String(),
    startTime: Type.String(),
    endTime: Type.String(),
    lunchStartTime: Type.String(),
    lunchEndTime: Type.String(),
    attestationStatus: Type.String({ description: "Approved, Rejected, Override or ''" }),
    attachmentURI: Type.String(),
  },
  { additionalProperties: false },
);

const IssueNoteSchema = Type.Object({
  id: Type.Integer(),
  deviceEmpID: Type.Integer(),
  deviceID: Type.Integer(),
  issueNote: Type.String(),
  projectNumber: Type.String(),
  submittedDeviceName: Type.String(),
  fieldStatusDescription: Type.String(),
  lostHours: Type.Number(),
  attachments: Type.Array(AttachmentSchema),
});

const DailyDetailSchema = Type.Object({
  projectNumber: Type.String(),
  deviceName: Type.String(),
  weather: Type.String(),
  subsOrVisitors: Type.String(),
  inspectionDescription: Type.String(),
  inspectionInitial: Type.String(),
  equipmentDescription: Type.String(),
  productiveHours: Type.Union([Type.Number(), Type.Null()]),
  idleHours: Type.Union([Type.Number(), Type.Null()]),
});

const RecordQuerySchema = Type.Object({ timeRecordId: IdSchema(), deviceId: IdSchema() });

interface ListRequest {
  query: { fromDate: string; toDate: string };
  body: { SearchText?: { FieldName: string; Value: string }[]; Skip: number; Take: number };
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
  const listSchema = {
    tags,
    security,
    querystring: DateRangeQuerySchema,
    body: SearchRequestSchema,
  };

  app.post(
    ApiPaths.timecards.list,
    {
      config: { access },
      schema: {
        ...listSchema,
        summary: 'Timecards whose day is in [fromDate, toDate] (dd-MM-yyyy HH:mm:ss), newest day first',
        response: responses(Type.Array(TimecardSchema)),
      },
    },
    async (request, reply) => {
      const { rowsJson, totalCount } = await listTimecards(db, listInput(request));
      return sendOkJsonText(reply, rowsJson, totalCount);
    },
  );

  app.get(
    ApiPaths.timecards.attachments,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: 'The images attached to a time record (base64)',
        querystring: RecordQuerySchema,
        response: responses(Type.Array(AttachmentSchema)),
      },
    },
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const rows = await recordAttachments(db, scope, request.query.timeRecordId, request.query.deviceId);
      return ok(rows, '', rows.length);
    },
  );

  app.get(
    ApiPaths.timecards.attestationPdf,
    {
      config: { access },
      schema: {
        tags,
        security,
        summary: "A time record's attestation as a PDF (base64), in the record's language",
        querystring: RecordQuerySchema,
        response: responses(AttachmentSchema),
      },
    },
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const source = await attestationSource(db, scope, request.query.timeRecordId, request.query.deviceId);
      return ok(await attestationPdf(source, timeZone), '', 1);
    },
  );

  app.post(
    ApiPaths.timecards.issueNotes,
    {
      config: { access },
      schema: {
        ...listSchema,
        summary: 'Issue notes dated in [fromDate, toDate], newest first, with their images',
        response: responses(Type.Array(IssueNoteSchema)),
      },
    },
    async (request) => {
      const { rows, totalCount } = await listIssueNotes(db, listInput(request));
      return ok(rows, '', totalCount);
    },
  );

  app.post(
    ApiPaths.timecards.dailyDetails,
    {
      config: { access },
      schema: {
        ...listSchema,
        tags: ['Daily Details'],
        summary: 'Daily details dated in [fromDate, toDate], newest first',
        response: responses(Type.Array(DailyDetailSchema)),
      },
    },
    async (request) => {
      const { rows, totalCount } = await listDailyDetails(db, listInput(request));
      return ok(rows, '', totalCount);
    },
  );
}
