import {
  GC_MAX,
  type ImportRowError,
  PROJECT_IMPORT_COLUMNS,
  PROJECT_IMPORT_OPTIONAL,
  sanitizeNumberInput,
  type WorkforceImportResult,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { blankOrTooLong, importAudit, readCsv, statusCell } from '../../../http/csv-import.ts';
import { divisionsByName, existingByNumber } from './lookups.ts';
import { fromExcluded, insertedNow } from './upsert.ts';

type Column = (typeof PROJECT_IMPORT_COLUMNS)[number];
const M = WorkforceMessages.import;

interface ProjectImportRow {
  project_number: string;
  name: string;
  division_id: number;
  is_active: boolean;
  gc: string;
  tasks: { task_number: string; name: string }[];
}

export interface ProjectImportPlan {
  result: WorkforceImportResult;
  projects: ProjectImportRow[];
}

const LIMITS: Partial<Record<Column, number>> = {
  ProjectNumber: 50,
  ProjectName: 200,
  GC: GC_MAX,
  TaskNumber: 50,
  TaskName: 200,
};
/** The project's own columns: every row of one project must repeat them alike. */
const PROJECT_COLUMNS = ['ProjectName', 'Division', 'Status', 'GC'] as const;

/**
 * Reads and checks a whole project CSV (one task code per row) before anything is written. Projects
 * are matched by project number (updated) or added; task codes by number within their project
 * (renamed) or added; none is removed, since timecards refer to them.
 */
export async function planProjectImport(db: Db, user: AuthContext, csv: string): Promise<ProjectImportPlan> {
  const { rows, errors } = readCsv<Column>(csv, PROJECT_IMPORT_COLUMNS, PROJECT_IMPORT_OPTIONAL);
  const empty = { rowCount: rows.length, created: 0, updated: 0, tasksCreated: 0, committed: false };
  if (errors.length > 0) return { result: { ...empty, errors }, projects: [] };

  const divisions = await divisionsByName(db, user.divisionScope);
  const existing = await existingByNumber(
    db,
    'project',
    rows.map((r) => r.values.ProjectNumber),
    user.divisionScope,
  );
  const projects = new Map<string, ProjectImportRow & { line: number; first: Record<Column, string> }>();
  const taskLines = new Map<string, number>();

  for (const { line, values } of rows) {
    const problems: ImportRowError[] = [];
    const fail = (column: Column, message: string) => problems.push({ row: line, column, message });
    for (const p of blankOrTooLong(values, PROJECT_IMPORT_COLUMNS, PROJECT_IMPORT_OPTIONAL, LIMITS))
      fail(p.column, p.message);
    const number = values.ProjectNumber;
    for (const column of ['ProjectNumber', 'TaskNumber'] as const) {
      if (sanitizeNumberInput(values[column]) !== values[column]) fail(column, M.numberChars(column));
    }
    if (existing.get(number)?.visible === false) fail('ProjectNumber', M.notYours(`Project ${number}`));
    const status = statusCell(values.Status);
    if (values.Status !== '' && !status) fail('Status', M.statusInvalid);
    const divisionId = divisions.get(values.Division.toLowerCase());
    if (values.Division !== '' && divisionId === undefined)
      fail('Division', M.unknownDivision(values.Division));
    const earlierTask = taskLines.get(`${number}\u0000${values.TaskNumber}`);
    if (earlierTask !== undefined)
      fail('TaskNumber', M.repeated(`Task ${values.TaskNumber} of project ${number}`, earlierTask));
    taskLines.set(`${number}\u0000${values.TaskNumber}`, earlierTask ?? line);
    const project = projects.get(number);
    for (const column of PROJECT_COLUMNS) {
      if (project && project.first[column] !== values[column])
        fail(column, M.projectDiffers(column, project.line));
    }

    if (problems.length > 0 || !status || divisionId === undefined) {
      errors.push(...problems);
      continue;
    }
    const task = { task_number: values.TaskNumber, name: values.TaskName };
    if (project) project.tasks.push(task);
    else {
      projects.set(number, {
        line,
        first: values,
        project_number: number,
        name: values.ProjectName,
        division_id: divisionId,
        is_active: status === 'active',
        gc: values.GC,
        tasks: [task],
      });
    }
  }
  if (errors.length > 0) return { result: { ...empty, errors }, projects: [] };
  const planned = [...projects.values()].map(({ line: _l, first: _f, ...p }) => p);
  const updated = planned.filter((p) => existing.has(p.project_number)).length;
  const tasksCreated = await newTaskCount(db, planned, existing);
  return {
    result: { ...empty, created: planned.length - updated, updated, tasksCreated, errors },
    projects: planned,
  };
}

/** How many of the planned task codes their (existing) project does not have yet. */
async function newTaskCount(
  db: Db,
  planned: readonly ProjectImportRow[],
  existing: Map<string, { id: number }>,
): Promise<number> {
  const ids = planned.flatMap((p) => existing.get(p.project_number)?.id ?? []);
  const have = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .selectFrom('task as t')
      .innerJoin('project as p', 'p.id', 't.project_id')
      .select(['p.project_number', 't.task_number'])
      .where('t.project_id', 'in', ids.slice(i, i + 5000))
      .execute();
    for (const r of rows) have.add(`${r.project_number}\u0000${r.task_number}`);
  }
  return planned.reduce(
    (n, p) => n + p.tasks.filter((t) => !have.has(`${p.project_number}\u0000${t.task_number}`)).length,
    0,
  );
}

/**
 * Writes a valid plan in one audited transaction: projects and task codes upserted, marked imported.
 * The answer counts what the upserts did (`xmax = 0`: the row was inserted, not updated), not what
 * the plan expected: an import running at the same time may add a project this plan saw as new.
 */
export async function commitProjectImport(
  db: Db,
  user: AuthContext,
  plan: ProjectImportPlan,
  fileName: string,
): Promise<WorkforceImportResult> {
  return auditedWrite(db, user.userId, async (trx) => {
    let created = 0;
    let tasksCreated = 0;
    for (let i = 0; i < plan.projects.length; i += 1000) {
      const chunk = plan.projects.slice(i, i + 1000);
      const written = await trx
        .insertInto('project')
        .values(
          chunk.map(({ tasks: _t, ...p }) => ({
            ...p,
            is_imported: true,
            modified_by_id: user.userId,
            modified_at: sql<Date>`now()`,
          })),
        )
        .onConflict((oc) =>
          oc
            .column('project_number')
            .doUpdateSet(
              fromExcluded([
                'name',
                'division_id',
                'is_active',
                'gc',
                'is_imported',
                'modified_by_id',
                'modified_at',
              ]),
            ),
        )
        .returning(['id', 'project_number', insertedNow])
        .execute();
      created += written.filter((w) => w.inserted).length;
      const idOf = new Map(written.map((w) => [w.project_number, w.id]));
      const tasks = chunk.flatMap((p) =>
        p.tasks.map((t) => ({ ...t, project_id: idOf.get(p.project_number) as number })),
      );
      for (let k = 0; k < tasks.length; k += 5000) {
        const rows = await trx
          .insertInto('task')
          .values(tasks.slice(k, k + 5000))
          .onConflict((oc) => oc.columns(['project_id', 'task_number']).doUpdateSet(fromExcluded(['name'])))
          .returning(insertedNow)
          .execute();
        tasksCreated += rows.filter((r) => r.inserted).length;
      }
    }
    const result = {
      ...plan.result,
      created,
      updated: plan.projects.length - created,
      tasksCreated,
      committed: true,
    };
    const projectNumbers = plan.projects.map((p) => p.project_number);
    return {
      result,
      audit: importAudit('project', fileName, result, { tasksCreated: result.tasksCreated, projectNumbers }),
    };
  });
}
