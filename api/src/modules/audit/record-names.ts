import { INT32_MAX, reportTypeName } from '@tac/contracts';
import { AUDIT_NAMED_RECORD_LABELS, type AuditNamedRecord } from '@tac/contracts/audit-fields';
import { formatCalendarDate } from '@tac/contracts/formats';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { employeeFullName } from '../workforce/index.ts';

/** What a record's name reads as: its name, or why the reader is not told it. */
interface NamedRow {
  id: number;
  name: string;
  /** In the reader's divisions (always, for a record that has none). */
  seen: boolean;
}

/** Reads records' names by id, each with whether the reader's divisions hold it. */
type NameLookup = (db: Db, ids: readonly number[], scope: DivisionScope) => Promise<NamedRow[]>;

/** One table's records by id: `name` and `division` are SQL on the table aliased r. */
const fromTable =
  (table: string, name: RawBuilder<string>, division?: string): NameLookup =>
  async (db, ids, scope) =>
    (
      await sql<NamedRow>`select r.id, ${name} as name,
        ${division ? inScope(division, scope) : sql<boolean>`true`} as seen
        from ${sql.table(table)} r where r.id = any(${sql.val([...ids])}::integer[])`.execute(db)
    ).rows;

/**
 * How each record an audit field names by id reads (shared/docs/payroll-export.md "History"): a
 * project by its number, an employee by name, a device, division, user or security group by its
 * name, a task code as 'number - name', a report type by its catalogue name, a timecard line (a
 * meal premium) as its pay code, hours and day. A record of another division reads as one the
 * reader may not see, as its History would answer.
 */
const LOOKUPS: Readonly<Record<Exclude<AuditNamedRecord, 'reportType'>, NameLookup>> = {
  project: fromTable('project', sql`r.project_number`, 'r.division_id'),
  employee: fromTable('employee', employeeFullName('r'), 'r.division_id'),
  device: fromTable('device', sql`r.name`, 'r.division_id'),
  division: fromTable('division', sql`r.division_name`),
  user: fromTable('app_user', sql`r.user_name`),
  securityGroup: fromTable('role', sql`r.name`),
  task: async (db, ids, scope) =>
    (
      await sql<NamedRow>`select r.id, r.task_number || ' - ' || r.name as name,
        ${inScope('p.division_id', scope)} as seen
        from task r join project p on p.id = r.project_id where r.id = any(${sql.val([...ids])}::integer[])`.execute(
        db,
      )
    ).rows,
  timecardLine: async (db, ids, scope) => {
    const { rows } = await sql<{ id: number; payCode: string; hours: number; day: string; seen: boolean }>`
      select r.id, r.hours_type as "payCode", r.hours::float8 as hours, to_char(r.day, 'YYYY-MM-DD') as day,
        ${inScope('r.division_id', scope)} as seen
      from timecard r where r.id = any(${sql.val([...ids])}::integer[])`.execute(db);
    return rows.map((r) => ({
      id: r.id,
      seen: r.seen,
      name: `${r.payCode} ${r.hours} h on ${formatCalendarDate(r.day)}`,
    }));
  },
};

/** The text that stands for each of `ids` (numbers, or a report type's code) of one kind of record. */
export async function recordNames(
  db: Db,
  record: AuditNamedRecord,
  ids: readonly (number | string)[],
  scope: DivisionScope,
): Promise<Map<string, string>> {
  const label = AUDIT_NAMED_RECORD_LABELS[record];
  const names = new Map<string, string>();
  if (record === 'reportType') {
    for (const code of ids) names.set(String(code), reportTypeName(String(code)) || `${label} ${code}`);
    return names;
  }
  const numbers = [
    ...new Set(ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= INT32_MAX)),
  ];
  if (numbers.length === 0) return names;
  for (const row of await LOOKUPS[record](db, numbers, scope))
    names.set(String(row.id), row.seen ? row.name : `${label} outside your divisions`);
  for (const id of numbers) if (!names.has(String(id))) names.set(String(id), `${label} ${id} (deleted)`);
  return names;
}
