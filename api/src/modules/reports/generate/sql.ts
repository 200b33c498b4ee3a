import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { inScope } from '../../../auth/division-scope.ts';
import type { ReportRequest } from './definition.ts';

/**
 * SQL pieces the report definitions share: scope and period filters and the labels rows are
 * grouped and ordered by. Labels are never null (keyset paging compares them).
 */

/** Pay codes in the order a payroll clerk reads them, as the voucher PDF orders them. */
export const PAY_CODES = ['REG', 'OT', 'DT', 'TRV'] as const;

const ids = (values: readonly number[]) => sql.join(values.map((id) => sql`${id}::int`));

/** The row's project is in the report's scope (every project for All Projects). */
export function projectInScope(request: Pick<ReportRequest, 'scope'>, column: string): RawBuilder<SqlBool> {
  const { allProjects, projectIds } = request.scope;
  if (allProjects) return sql<SqlBool>`true`;
  return projectIds.length ? sql<SqlBool>`${sql.ref(column)} in (${ids(projectIds)})` : sql<SqlBool>`false`;
}

/** The row's division is in the report's scope (type 14; every division for All Projects). */
export function divisionInScope(request: Pick<ReportRequest, 'scope'>, column: string): RawBuilder<SqlBool> {
  const { allProjects, divisionIds } = request.scope;
  return inScope(column, allProjects ? 'all' : divisionIds);
}

/** The row's task code is one the schedule chose, or any when it chose none. */
export function taskInScope(request: ReportRequest, column: string): RawBuilder<SqlBool> {
  return request.taskCodeIds.length
    ? sql<SqlBool>`${sql.ref(column)} in (${ids(request.taskCodeIds)})`
    : sql<SqlBool>`true`;
}

/** A date column within the report's period, both ends included. */
export function inPeriod(request: ReportRequest, column: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} between ${request.period.from}::date and ${request.period.to}::date`;
}

/** A date column as 'YYYY-MM-DD' text (sorts as the date does; no time zone shifts it). */
export const dayText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** dayText of a column that may be null (a schedule's From/To Date outside date mode). */
export const nullableDayText = (column: string) => dayText(column) as RawBuilder<string | null>;

/** 'James Smith': a person's first and last name (null where a left join found no one). */
export const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** 'E5001 - James Smith' */
export const employeeLabel = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.employee_number`)} || ' - ' || ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** '24-1001 - Riverside Medical Center' */
export const projectLabel = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.project_number`)} || ' - ' || ${sql.ref(`${alias}.name`)}`;

/** '01-100 - Mobilization', or a note that the line has none (a left join found no task). */
export const taskLabel = (alias: string) =>
  sql<string>`coalesce(${sql.ref(`${alias}.task_number`)} || ' - ' || ${sql.ref(`${alias}.name`)}, '(no task code)')`;

/** Hours of one pay code in an aggregate over timecards `t`. */
export const payCodeHours = (code: string, alias = 't') =>
  sql<number>`coalesce(sum(${sql.ref(`${alias}.hours`)}) filter (where ${sql.ref(`${alias}.hours_type`)} = ${code}), 0)::float8`;

/** Total hours in an aggregate over timecards `t`. */
export const totalHours = (alias = 't') =>
  sql<number>`coalesce(sum(${sql.ref(`${alias}.hours`)}), 0)::float8`;

/** The hours of each pay code (named by the code) and their total ('hours'), over timecards `t`. */
export const hoursByPayCode = () => [
  ...PAY_CODES.map((code) => payCodeHours(code).as(code)),
  totalHours().as('hours'),
];

/** A row's id column, selected under another name. */
const idOf = (alias: string) => sql<number>`${sql.ref(`${alias}.id`)}`;

/** The project a row groups under: its label, and its id that keeps equal labels apart. */
export const projectKey = (alias = 'p') => [projectLabel(alias).as('project'), idOf(alias).as('projectId')];

/** The task code a row groups under (0 for none; `k` may come from a left join). */
export const taskKey = (alias = 'k') => [
  taskLabel(alias).as('taskCode'),
  sql<number>`coalesce(${sql.ref(`${alias}.id`)}, 0)`.as('taskId'),
];

/** The employee a row is ordered by: 'E5001 - James Smith' and the id that keeps namesakes apart. */
export const employeeKey = (alias = 'e') => [
  employeeLabel(alias).as('employee'),
  idOf(alias).as('employeeId'),
];

/** The distinct non-empty texts of an aggregate, joined with '; '. */
export const joinedTexts = (column: string) =>
  sql<string>`coalesce(string_agg(distinct nullif(${sql.ref(column)}, ''), '; '), '')`;
