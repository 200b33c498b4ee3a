import { ButtonClaim, type CalendarDate } from '@tac/contracts';
import { IdSchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../../http/paging.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import type { ListContext, ReferenceList } from './definition.ts';
import { referenceImportRoutes } from './import/routes.ts';
import { choiceRows, createRow, deleteRow, findRow, listRows, updateRow } from './queries.ts';

/**
 * One reference list's routes from its definition (spec 002 §2, §5, §7): list, by id, save (add or
 * edit) and, where the list has them, delete, its choices for another screen and its CSV import. Deletes are POSTs: a GET never changes data. `today`
 * gives the business zone's date on each request, so a long-running server moves on at midnight.
 */
export function referenceListRoutes(app: App, db: Db, list: ReferenceList, today: () => CalendarDate): void {
  const route = signedInRoutes([list.title]);
  const read = requireClaims(list.pageClaim);
  const write = requireClaims(list.pageClaim, ButtonClaim.ReferenceListEdit);
  const { messages, paths, summaries } = list;
  const context = (): ListContext => ({ today: today() });

  app.post(
    paths.list,
    route(read, {
      summary: summaries.list,
      body: SearchRequestSchema,
      response: responses(Type.Array(list.rowSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listRows(db, list, context(), SearchText, pageRange(Skip, Take));
      return ok(rows, '', totalCount);
    },
  );

  const { choices } = list;
  if (choices) {
    app.get(
      choices.path,
      route(requireClaims(...choices.claims), {
        summary: choices.summary,
        response: responses(Type.Array(list.rowSchema)),
      }),
      async () => {
        const rows = await choiceRows(db, list, context());
        return ok(rows, '', rows.length);
      },
    );
  }

  app.get(
    paths.byId,
    route(read, {
      summary: summaries.byId,
      querystring: Type.Object({ [list.byId.query]: IdSchema() }),
      response: responses(list.byId.schema),
    }),
    async (request) => {
      const id = (request.query as Record<string, number>)[list.byId.query] as number;
      const row = await findRow(db, list, context(), id);
      if (!row) throw new ApiError(404, messages.notFound);
      return ok(list.byId.data(row), '', 1);
    },
  );

  app.post(
    paths.save,
    route(write, {
      summary: summaries.save,
      body: list.save.body,
      response: responses(list.rowSchema),
    }),
    async (request) => {
      const now = context();
      const input = list.save.input(request.body, now);
      const { userId } = currentUser(request);
      const id = list.save.id(request.body);
      if (!id) return ok(await createRow(db, list, now, userId, input), messages.saved, 1);
      return ok(await updateRow(db, list, now, userId, id, input), messages.updated, 1);
    },
  );

  if (list.import) referenceImportRoutes(app, db, list, list.import, write, context);

  const { remove } = list;
  if (!remove || !paths.delete) return;
  app.post(
    paths.delete,
    route(write, {
      summary: summaries.delete,
      body: remove.body,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const id = (request.body as Record<string, number>)[remove.idField] as number;
      await deleteRow(db, list, context(), currentUser(request).userId, id);
      return ok(null, messages.deleted);
    },
  );
}
