import {
  ApiPaths,
  ButtonClaim,
  DIVISION_NAME_MAX,
  Messages,
  normalizeDivisionName,
  PageClaim,
} from '@tac/contracts';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../http/paging.ts';
import { IdSchema } from '../../http/schemas.ts';
import { checkRequiredText } from '../reference-lists/required-text.ts';
import { findDivision, listDivisions, updateDivision } from './queries.ts';
import { DivisionByIdSchema, DivisionSaveSchema, DivisionSchema } from './schemas.ts';

const tags = ['Divisions'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.Division);
const write = requireClaims(PageClaim.Division, ButtonClaim.ReferenceListEdit);
const messages = Messages.division;
const paths = ApiPaths.division;

/**
 * The screen's input rule (underscores removed, left-trimmed), plus trailing spaces dropped on save
 * so '100 ' and '100' cannot both exist.
 */
const normalizeName = (value: string) => normalizeDivisionName(value).trimEnd();

/** Divisions (spec 002 §2, §5, §7): list, by id and edit; no add and no delete. */
export function divisionRoutes(app: App, db: Db): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: "Divisions, sorted by name; SearchText FieldName 'divisionName' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(DivisionSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listDivisions(db, SearchText, pageRange(Skip, Take));
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
        summary: 'One division: data is { division: [division] }',
        querystring: Type.Object({ divisionId: IdSchema() }),
        response: responses(DivisionByIdSchema),
      },
    },
    async (request) => {
      const division = await findDivision(db, request.query.divisionId);
      if (!division) throw new ApiError(404, messages.notFound);
      return ok({ division: [division] }, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Update a division (divisionId required: divisions cannot be added)',
        body: DivisionSaveSchema,
        response: responses(DivisionSchema),
      },
    },
    async (request) => {
      const { body } = request;
      const input = {
        divisionName: checkRequiredText(body.divisionName, messages, DIVISION_NAME_MAX, normalizeName),
        isActive: body.isActive,
      };
      const division = await updateDivision(db, currentUser(request).userId, body.divisionId, input);
      return ok(division, messages.updated, 1);
    },
  );
}
