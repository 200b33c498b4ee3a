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
import { createMaterial, deleteMaterial, findMaterial, listMaterials, updateMaterial } from './queries.ts';

const tags = ['Material List'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.MaterialList);
const write = requireClaims(PageClaim.MaterialList, ButtonClaim.ReferenceListEdit);
const messages = Messages.material;

/** Material List (spec 002 §2 and §7). Deletes are POSTs: a GET never changes data. */
export function materialListRoutes(app: App, db: Db): void {
  app.post(
    ApiPaths.materialList.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: "Materials, sorted by name; SearchText FieldName 'displayText' filters by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(DisplayTextItemSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listMaterials(db, SearchText, pageRange(Skip, Take));
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    ApiPaths.materialList.byId,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: 'One material',
        querystring: Type.Object({ materialId: IdSchema() }),
        response: responses(DisplayTextItemSchema),
      },
    },
    async (request) => {
      const material = await findMaterial(db, request.query.materialId);
      if (!material) throw new ApiError(404, messages.notFound);
      return ok(material, '', 1);
    },
  );

  app.post(
    ApiPaths.materialList.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (Id null, 0 or absent) or update a material',
        body: displayTextSaveSchema(messages),
        response: responses(DisplayTextItemSchema),
      },
    },
    async (request) => {
      const displayText = checkDisplayText(request.body.DisplayText, messages);
      const { userId } = currentUser(request);
      const id = request.body.Id;
      if (!id) return ok(await createMaterial(db, userId, displayText), messages.saved, 1);
      return ok(await updateMaterial(db, userId, id, displayText), messages.updated, 1);
    },
  );

  app.post(
    ApiPaths.materialList.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete a material (kept as deleted, so old records keep its name)',
        body: IdBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteMaterial(db, currentUser(request).userId, request.body.Id);
      return ok(null, messages.deleted);
    },
  );
}
