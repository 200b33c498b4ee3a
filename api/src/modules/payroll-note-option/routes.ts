import { ApiPaths, ButtonClaim, Messages, PageClaim } from '@tac/contracts';
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
  createPayRollNoteOption,
  deletePayRollNoteOption,
  findPayRollNoteOption,
  listPayRollNoteOptions,
  updatePayRollNoteOption,
} from './queries.ts';
import {
  PayRollNoteOptionByIdSchema,
  PayRollNoteOptionSaveSchema,
  PayRollNoteOptionSchema,
} from './schemas.ts';

const tags = ['Payroll Note List'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.PayRollNoteOption);
const write = requireClaims(PageClaim.PayRollNoteOption, ButtonClaim.ReferenceListEdit);
const messages = Messages.payRollNote;
const paths = ApiPaths.payRollNoteOption;

/** Payroll Note List (spec 002 §2, §5, §7). Deletes are POSTs: a GET never changes data. */
export function payRollNoteOptionRoutes(app: App, db: Db): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: "Payroll note options, sorted by name; SearchText FieldName 'name' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(PayRollNoteOptionSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listPayRollNoteOptions(db, SearchText, pageRange(Skip, Take));
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
        summary: 'One payroll note option: data is { payRollNotes: [option] }',
        querystring: Type.Object({ payRollNoteId: IdSchema() }),
        response: responses(PayRollNoteOptionByIdSchema),
      },
    },
    async (request) => {
      const option = await findPayRollNoteOption(db, request.query.payRollNoteId);
      if (!option) throw new ApiError(404, messages.notFound);
      return ok({ payRollNotes: [option] }, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (Id null, 0 or absent) or update a payroll note option',
        body: PayRollNoteOptionSaveSchema,
        response: responses(PayRollNoteOptionSchema),
      },
    },
    async (request) => {
      const input = { name: checkRequiredText(request.body.Name, messages), isActive: request.body.IsActive };
      const { userId } = currentUser(request);
      const id = request.body.Id;
      if (!id) return ok(await createPayRollNoteOption(db, userId, input), messages.saved, 1);
      return ok(await updatePayRollNoteOption(db, userId, id, input), messages.updated, 1);
    },
  );

  app.post(
    paths.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete a payroll note option (kept as deleted, so old records keep its name)',
        body: IdBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deletePayRollNoteOption(db, currentUser(request).userId, request.body.Id);
      return ok(null, messages.deleted);
    },
  );
}
