import { mkdir } from 'node:fs/promises';
import type { Db } from '../../../db/database.ts';
import type { ReportRequest, ReportScope } from './definition.ts';
import { REPORT_DEFINITIONS } from './registry.ts';
import { type GeneratedReport, renderReport } from './render.ts';
import { projectInScope } from './sql.ts';

export type { ReportRequest, ReportScope } from './definition.ts';
export { REPORT_DEFINITIONS } from './registry.ts';
export type { GeneratedReport, ReportFile } from './render.ts';

/**
 * Generates one report for its period and scope into `outDir`: a PDF to read and a CSV per table
 * for spreadsheets (and, for type 17, each voucher's own PDF). Rows are streamed from the database
 * a page at a time. An empty report still has its files, saying it is empty (rowCount 0).
 */
export async function generateReport(
  db: Db,
  request: ReportRequest,
  outDir: string,
): Promise<GeneratedReport> {
  const definition = REPORT_DEFINITIONS.get(request.typeCode);
  if (!definition) throw new Error(`Unknown report type ${request.typeCode}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(request.period.from) || !/^\d{4}-\d{2}-\d{2}$/.test(request.period.to))
    throw new Error(
      `Report period must be YYYY-MM-DD dates, not ${request.period.from}..${request.period.to}`,
    );
  await mkdir(outDir, { recursive: true });
  return renderReport(db, definition, request, outDir);
}

/**
 * Where types 2, 5 and 15 go instead of a list: the e-mails of the foremen, the employees of the
 * active devices assigned to the projects in scope, lower-cased, each once, in order.
 */
export async function foremanRecipients(db: Db, scope: ReportScope): Promise<string[]> {
  const rows = await db
    .selectFrom('device as d')
    .innerJoin('employee as e', 'e.id', 'd.employee_id')
    .select((eb) => eb.fn<string>('lower', ['e.email']).as('email'))
    .distinct()
    .where('d.is_active', '=', true)
    .where('e.email', '<>', '')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('device_project as dp')
          .select('dp.device_id')
          .whereRef('dp.device_id', '=', 'd.id')
          .where(projectInScope({ scope }, 'dp.project_id')),
      ),
    )
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}
