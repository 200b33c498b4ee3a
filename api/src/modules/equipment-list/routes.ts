import { ApiPaths, ButtonClaim, Messages, PageClaim } from '@tac/contracts';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../http/paging.ts';
import { IdSchema } from '../../http/schemas.ts';
import {
  checkDisplayText,
  DisplayTextItemSchema,
  displayTextSaveSchema,
  IdBodySchema,
} from '../reference-lists/display-text.ts';
import {
  createEquipment,
  deleteEquipment,
  findEquipment,
  listEquipment,
  updateEquipment,
} from './queries.ts';

const tags = ['Equipment List'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.EquipmentList);
const write = requireClaims(PageClaim.EquipmentList, ButtonClaim.ReferenceListEdit);
const messages = Messages.equipment;
const paths = ApiPaths.equipmentList;

/** Equipment List (spec 002 §2, §5, §7). Deletes are POSTs: a GET never changes data. */
export function equipmentListRoutes(app: App, db: Db): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: "Equipment, sorted by name; SearchText FieldName 'displayText' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(DisplayTextItemSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listEquipment(db, SearchText, pageRange(Skip, Take));
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
        summary: 'One equipment entry: data is { id, displayText }',
        querystring: Type.Object({ equipmentId: IdSchema() }),
        response: responses(DisplayTextItemSchema),
      },
    },
    async (request) => {
      const equipment = await findEquipment(db, request.query.equipmentId);
      if (!equipment) throw new ApiError(404, messages.notFound);
      return ok(equipment, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (Id null, 0 or absent) or update an equipment entry',
        body: displayTextSaveSchema(messages),
        response: responses(DisplayTextItemSchema),
      },
    },
    async (request) => {
      const displayText = checkDisplayText(request.body.DisplayText, messages);
      const { userId } = currentUser(request);
      const id = request.body.Id;
      if (!id) return ok(await createEquipment(db, userId, displayText), messages.saved, 1);
      return ok(await updateEquipment(db, userId, id, displayText), messages.updated, 1);
    },
  );

  app.post(
    paths.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete an equipment entry (kept as deleted, so old records keep its name)',
        body: IdBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteEquipment(db, currentUser(request).userId, request.body.Id);
      return ok(null, messages.deleted);
    },
  );
}
