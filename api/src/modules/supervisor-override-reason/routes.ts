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
  createSupervisorOverrideReason,
  deleteSupervisorOverrideReason,
  findSupervisorOverrideReason,
  listSupervisorOverrideReasons,
  updateSupervisorOverrideReason,
} from './queries.ts';
import {
  SupervisorOverrideReasonByIdSchema,
  SupervisorOverrideReasonSaveSchema,
  SupervisorOverrideReasonSchema,
} from './schemas.ts';

const tags = ['Supervisor Override Reason List'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.SupervisorOverrideReason);
const write = requireClaims(PageClaim.SupervisorOverrideReason, ButtonClaim.ReferenceListEdit);
const messages = Messages.supervisorOverrideReason;
const paths = ApiPaths.supervisorOverrideReason;

/** Supervisor Override Reason List (spec 002 §2, §5, §7). Deletes are POSTs: a GET never changes data. */
export function supervisorOverrideReasonRoutes(app: App, db: Db): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: "Override reasons, sorted by text; SearchText FieldName 'displayText' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(SupervisorOverrideReasonSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listSupervisorOverrideReasons(db, SearchText, pageRange(Skip, Take));
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
        summary: 'One override reason: data is { supervisorOverrideReason: [reason] }',
        querystring: Type.Object({ supervisorOverrideReasonId: IdSchema() }),
        response: responses(SupervisorOverrideReasonByIdSchema),
      },
    },
    async (request) => {
      const reason = await findSupervisorOverrideReason(db, request.query.supervisorOverrideReasonId);
      if (!reason) throw new ApiError(404, messages.notFound);
      return ok({ supervisorOverrideReason: [reason] }, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (Id null, 0 or absent) or update an override reason',
        body: SupervisorOverrideReasonSaveSchema,
        response: responses(SupervisorOverrideReasonSchema),
      },
    },
    async (request) => {
      const input = {
        displayText: checkRequiredText(request.body.DisplayText, messages),
        isActive: request.body.IsActive,
      };
      const { userId } = currentUser(request);
      const id = request.body.Id;
      if (!id) return ok(await createSupervisorOverrideReason(db, userId, input), messages.saved, 1);
      return ok(await updateSupervisorOverrideReason(db, userId, id, input), messages.updated, 1);
    },
  );

  app.post(
    paths.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete an override reason (kept as deleted, so old records keep its text)',
        body: IdBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteSupervisorOverrideReason(db, currentUser(request).userId, request.body.Id);
      return ok(null, messages.deleted);
    },
  );
}
