import { ApiPaths, ButtonClaim, Messages, PageClaim, STATUS_INITIAL_MAX } from '@tac/contracts';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../http/paging.ts';
import { IdSchema } from '../../http/schemas.ts';
import { IdBodySchema } from '../reference-lists/display-text.ts';
import { checkRequiredText } from '../reference-lists/required-text.ts';
import {
  createStatusCode,
  deleteStatusCode,
  findStatusCode,
  listStatusCodes,
  updateStatusCode,
} from './queries.ts';
import { descriptionMessages, initialMessages, StatusCodeSaveSchema, StatusCodeSchema } from './schemas.ts';

const tags = ['Status Code List'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.StatusCodeList);
const write = requireClaims(PageClaim.StatusCodeList, ButtonClaim.ReferenceListEdit);
const messages = Messages.statusCode;
const paths = ApiPaths.statusCodeList;

/** Status Code List (spec 002 §2, §5, §7). Deletes are POSTs: a GET never changes data. */
export function statusCodeListRoutes(app: App, db: Db): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary:
          "Status codes, sorted by initial; SearchText FieldName 'statusCode' ('initial - description'), " +
          "'statusInitial' or 'displayText' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(StatusCodeSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listStatusCodes(db, SearchText, pageRange(Skip, Take));
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    paths.byId,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: 'One status code: data is { id, statusInitial, displayText, isActive }',
        querystring: Type.Object({ statusCodeId: IdSchema() }),
        response: responses(StatusCodeSchema),
      },
    },
    async (request) => {
      const code = await findStatusCode(db, request.query.statusCodeId);
      if (!code) throw new ApiError(404, messages.notFound);
      return ok(code, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (ID null, 0 or absent) or update a status code',
        body: StatusCodeSaveSchema,
        response: responses(StatusCodeSchema),
      },
    },
    async (request) => {
      const { body } = request;
      const input = {
        statusInitial: checkRequiredText(body.StatusInitial, initialMessages, STATUS_INITIAL_MAX),
        displayText: checkRequiredText(body.DisplayText, descriptionMessages),
        isActive: body.IsActive,
      };
      const { userId } = currentUser(request);
      if (!body.ID) return ok(await createStatusCode(db, userId, input), messages.saved, 1);
      return ok(await updateStatusCode(db, userId, body.ID, input), messages.updated, 1);
    },
  );

  app.post(
    paths.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete a status code (kept as deleted, so old records keep it)',
        body: IdBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteStatusCode(db, currentUser(request).userId, request.body.Id);
      return ok(null, messages.deleted);
    },
  );
}
