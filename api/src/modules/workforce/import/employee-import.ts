import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_OPTIONAL,
  hireDateFromDisplay,
  type ImportRowError,
  isCalendarDate,
  isValidEmail,
  sanitizeNumberInput,
  type WorkforceImportResult,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { blankOrTooLong, flagCell, importAudit, readCsv, statusCell } from '../../../http/csv-import.ts';
import { splitFullName } from '../names.ts';
import { divisionsByName, existingByNumber } from './lookups.ts';
import { fromExcluded, insertedNow } from './upsert.ts';

type Column = (typeof EMPLOYEE_IMPORT_COLUMNS)[number];
const M = WorkforceMessages.import;
const E = WorkforceMessages.employees;

/** A valid row as it will be written. */
interface EmployeeImportRow {
  employee_number: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  job_title: string;
  email: string;
  hire_date: string;
  division_id: number;
  union_number: string;
  project_id: number;
  is_manager_access: boolean;
}

export interface EmployeeImportPlan {
  result: WorkforceImportResult;
  rows: EmployeeImportRow[];
}

const LIMITS: Partial<Record<Column, number>> = {
  FullName: 100,
  JobTitle: 100,
  EmailAddress: 254,
  UnionNumber: 50,
  EmployeeNumber: 50,
};

/**
 * Reads and checks a whole employee CSV before anything is written: every bad cell is
 * reported with its line; the plan is writable only when there are none. Rows are matched to
 * existing employees by employee number (those are updated), the others added.
 */
export async function planEmployeeImport(
  db: Db,
  user: AuthContext,
  csv: string,
): Promise<EmployeeImportPlan> {
  const { rows, errors } = readCsv<Column>(csv, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_OPTIONAL);
  const empty = { rowCount: rows.length, created: 0, updated: 0, tasksCreated: 0, committed: false };
  if (errors.length > 0) return { result: { ...empty, errors }, rows: [] };

  const divisions = await divisionsByName(db, user.divisionScope);
  const projects = await projectsByNumber(
    db,
    user,
    rows.map((r) => sanitizeNumberInput(r.values.ProjectNumber)),
  );
  const numbers = rows.map((r) => sanitizeNumberInput(r.values.EmployeeNumber));
  const existing = await existingByNumber(db, 'employee', numbers, user.divisionScope);
  const seen = new Map<string, number>();
  const planned: EmployeeImportRow[] = [];
  let updated = 0;

  for (const { line, values } of rows) {
    const problems: ImportRowError[] = [];
    const fail = (column: Column, message: string) => problems.push({ row: line, column, message });
    for (const p of blankOrTooLong(values, EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_OPTIONAL, LIMITS))
      fail(p.column, p.message);
    const number = sanitizeNumberInput(values.EmployeeNumber);
    if (values.EmployeeNumber !== '' && number !== values.EmployeeNumber)
      fail('EmployeeNumber', M.numberChars('EmployeeNumber'));
    const earlier = seen.get(number);
    if (number !== '' && earlier !== undefined)
      fail('EmployeeNumber', M.repeated(`Employee ${number}`, earlier));
    seen.set(number, seen.get(number) ?? line);
    const found = existing.get(number);
    if (found && !found.visible) fail('EmployeeNumber', M.notYours(`Employee ${number}`));
    for (const column of ['UnionNumber', 'ProjectNumber'] as const) {
      if (sanitizeNumberInput(values[column]) !== values[column]) fail(column, M.numberChars(column));
    }
    const status = statusCell(values.Status);
    if (values.Status !== '' && !status) fail('Status', M.statusInvalid);
    const hireDate = isCalendarDate(values.HireDate) ? values.HireDate : hireDateFromDisplay(values.HireDate);
    if (values.HireDate !== '' && !hireDate) fail('HireDate', M.hireDateInvalid);
    const divisionId = divisions.get(values.Division.toLowerCase());
    if (values.Division !== '' && divisionId === undefined)
      fail('Division', M.unknownDivision(values.Division));
    const projectId = projects.get(values.ProjectNumber);
    if (values.ProjectNumber !== '' && projectId === undefined)
      fail('ProjectNumber', M.unknownProject(values.ProjectNumber));
    const manager = flagCell(values.ManagerAccess);
    if (manager === undefined) fail('ManagerAccess', M.flagInvalid('ManagerAccess'));
    if (values.EmailAddress !== '' && !isValidEmail(values.EmailAddress))
      fail('EmailAddress', E.emailInvalid);
    if (manager && values.EmailAddress === '') fail('EmailAddress', E.emailRequired);

    if (problems.length > 0 || !status || !hireDate || divisionId === undefined || projectId === undefined) {
      errors.push(...problems);
      continue;
    }
    if (found) updated++;
    planned.push({
      employee_number: number,
      ...splitFullName(values.FullName),
      is_active: status === 'active',
      job_title: values.JobTitle,
      email: values.EmailAddress,
      hire_date: hireDate,
      division_id: divisionId,
      union_number: values.UnionNumber,
      project_id: projectId,
      is_manager_access: manager === true,
    });
  }
  const valid = errors.length === 0;
  return {
    result: { ...empty, created: valid ? planned.length - updated : 0, updated: valid ? updated : 0, errors },
    rows: valid ? planned : [],
  };
}

/** Active or not, the user's projects by number. */
async function projectsByNumber(
  db: Db,
  user: AuthContext,
  numbers: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(numbers.filter((n) => n !== ''))];
  const found = new Map<string, number>();
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .selectFrom('project')
      .select(['id', 'project_number'])
      .where('project_number', 'in', unique.slice(i, i + 5000))
      .where(inScope('division_id', user.divisionScope))
      .execute();
    for (const r of rows) found.set(r.project_number, r.id);
  }
  return found;
}

/** What a re-import overwrites: every imported field, the imported mark and Modified By. */
const UPDATED_COLUMNS = [
  'first_name',
  'last_name',
  'is_active',
  'job_title',
  'email',
  'hire_date',
  'division_id',
  'union_number',
  'project_id',
  'is_manager_access',
  'is_imported',
  'modified_by_id',
  'modified_at',
] as const;

/**
 * Writes a valid plan in one audited transaction: added or updated by employee number, marked
 * imported. The answer counts what the upserts did, not what the plan expected (see upsert.ts).
 */
export async function commitEmployeeImport(
  db: Db,
  user: AuthContext,
  plan: EmployeeImportPlan,
  fileName: string,
): Promise<WorkforceImportResult> {
  return auditedWrite(db, user.userId, async (trx) => {
    let created = 0;
    for (let i = 0; i < plan.rows.length; i += 1000) {
      const chunk = plan.rows.slice(i, i + 1000).map((r) => ({
        ...r,
        is_imported: true,
        modified_by_id: user.userId,
        modified_at: sql<Date>`now()`,
      }));
      const rows = await trx
        .insertInto('employee')
        .values(chunk)
        .onConflict((oc) => oc.column('employee_number').doUpdateSet(fromExcluded(UPDATED_COLUMNS)))
        .returning(insertedNow)
        .execute();
      created += rows.filter((r) => r.inserted).length;
    }
    const result = { ...plan.result, created, updated: plan.rows.length - created, committed: true };
    const employeeNumbers = plan.rows.map((r) => r.employee_number);
    return { result, audit: importAudit('employee', fileName, result, { employeeNumbers }) };
  });
}
