import {
  ApiPaths,
  ButtonClaim,
  canImportWorkforce,
  PageClaim,
  type WorkforceImportResult,
  WorkforceMessages,
} from '@tac/contracts';
import { WorkforceImportRequestSchema, WorkforceImportResultSchema } from '@tac/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { importRefusal } from '../../http/csv-import.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { commitEmployeeImport, planEmployeeImport } from './import/employee-import.ts';
import { commitProjectImport, planProjectImport } from './import/project-import.ts';

/** A CSV of 10,000 employees is about 1.5 MB of JSON; Fastify's default limit is 1 MiB. */
const bodyLimit = 10 * 1024 * 1024;

interface Importer<P extends { result: WorkforceImportResult }> {
  plan(db: Db, user: AuthContext, csv: string): Promise<P>;
  commit(db: Db, user: AuthContext, plan: P, fileName: string): Promise<WorkforceImportResult>;
}

/**
 * CSV imports of employees and of projects with task codes, for a SystemAdmin: Preview
 * checks every row and answers what would happen, with each refused line; Import does the same
 * checks and writes only when every row is valid, in one audited transaction, else 400.
 */
export function importRoutes(app: App, db: Db): void {
  function routes<P extends { result: WorkforceImportResult }>(
    paths: { importPreview: string; import: string },
    tag: string,
    access: ReturnType<typeof requireClaims>,
    importer: Importer<P>,
  ) {
    const systemAdmin = (request: FastifyRequest) => {
      const user = currentUser(request);
      if (!canImportWorkforce(user.roleName))
        throw new ApiError(403, WorkforceMessages.import.systemAdminOnly);
      return user;
    };
    const route = signedInRoutes([tag]);
    const options = (summary: string) => ({
      bodyLimit,
      ...route(access, {
        summary,
        body: WorkforceImportRequestSchema,
        response: responses(WorkforceImportResultSchema),
      }),
    });
    app.post(
      paths.importPreview,
      options('Checks a CSV import and answers what it would do, with every refused line; writes nothing'),
      async (request) => {
        const user = systemAdmin(request);
        const { result } = await importer.plan(db, user, (request.body as { csv: string }).csv);
        return ok(result, '', result.rowCount);
      },
    );
    app.post(
      paths.import,
      options('Imports a CSV when every row is valid (else 400, nothing written); rows are marked imported'),
      async (request) => {
        const user = systemAdmin(request);
        const { csv, fileName } = request.body as { csv: string; fileName?: string };
        const plan = await importer.plan(db, user, csv);
        if (plan.result.errors.length > 0) throw new ApiError(400, importRefusal(plan.result));
        const result = await importer.commit(db, user, plan, fileName ?? '');
        return ok(result, WorkforceMessages.import.imported(result.created, result.updated), result.rowCount);
      },
    );
  }
  routes(ApiPaths.employees, 'Employees', requireClaims(PageClaim.Employee, ButtonClaim.EmployeeAdd), {
    plan: planEmployeeImport,
    commit: commitEmployeeImport,
  });
  routes(ApiPaths.projects, 'Projects', requireClaims(PageClaim.Projects, ButtonClaim.ProjectEdit), {
    plan: planProjectImport,
    commit: commitProjectImport,
  });
}
