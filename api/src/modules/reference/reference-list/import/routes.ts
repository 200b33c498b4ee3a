import { WorkforceMessages } from '@tac/contracts';
import { ImportRequestSchema, ImportResultSchema } from '@tac/contracts/schemas';
import { currentUser, type requireClaims } from '../../../../auth/guard.ts';
import type { Db } from '../../../../db/database.ts';
import type { App } from '../../../../http/app-type.ts';
import { importRefusal } from '../../../../http/csv-import.ts';
import { ApiError, ok, responses } from '../../../../http/envelope.ts';
import { signedInRoutes } from '../../../../http/route-options.ts';
import { valueChecker } from '../../../../http/validation.ts';
import type { ListContext, ListImport, ReferenceList } from '../definition.ts';
import { commitImport } from './commit.ts';
import { planImport } from './plan.ts';

/** A reference list's CSV is small, but a file of a few thousand rows fits; Fastify's default is 1 MiB. */
const bodyLimit = 10 * 1024 * 1024;

/**
 * A list's CSV import (`import` in its definition), under the save's claims: Preview checks every
 * row with the save's rules and answers what would happen, with each refused line; Import does the
 * same checks and writes only when every row is valid, in one audited transaction, else 400.
 */
export function referenceImportRoutes(
  app: App,
  db: Db,
  list: ReferenceList,
  entry: ListImport,
  write: ReturnType<typeof requireClaims>,
  context: () => ListContext,
): void {
  const route = signedInRoutes([list.title]);
  const check = valueChecker(list.save.body);
  const options = (summary: string) => ({
    bodyLimit,
    ...route(write, { summary, body: ImportRequestSchema, response: responses(ImportResultSchema) }),
  });
  const columns = entry.columns.join(', ');
  app.post(
    entry.paths.importPreview,
    options(
      `Checks a CSV (columns ${columns}) as saves would be checked and answers what it would do, with every refused line; writes nothing`,
    ),
    async (request) => {
      const { result } = await planImport(db, list, entry, check, context(), request.body.csv);
      return ok(result, '', result.rowCount);
    },
  );
  app.post(
    entry.paths.import,
    options(
      'Imports a CSV when every row is valid (else 400, nothing written): rows matched exactly by value are updated, others added, each audited',
    ),
    async (request) => {
      const { userId } = currentUser(request);
      const { csv, fileName } = request.body;
      const now = context();
      const plan = await planImport(db, list, entry, check, now, csv);
      if (plan.result.errors.length > 0) throw new ApiError(400, importRefusal(plan.result));
      const result = await commitImport(db, list, now, userId, plan, fileName ?? '', entry.valueColumn);
      return ok(result, WorkforceMessages.import.imported(result.created, result.updated), result.rowCount);
    },
  );
}
