import type { DivisionScope } from '../../../auth/division-scope.ts';
import { inScope } from '../../../auth/division-scope.ts';
import type { Db } from '../../../db/database.ts';

/** The user's active divisions by lower-cased name: an import names divisions, the tables hold ids. */
export async function divisionsByName(db: Db, divisions: DivisionScope): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('division as dv')
    .select(['dv.id', 'dv.division_name'])
    .where('dv.is_active', '=', true)
    .where('dv.is_deleted', '=', false)
    .where(inScope('dv.id', divisions))
    .execute();
  return new Map(rows.map((r) => [r.division_name.toLowerCase(), r.id]));
}

/** Rows of `table` with these numbers: id, division and whether the user sees it. */
export async function existingByNumber(
  db: Db,
  table: 'employee' | 'project',
  numbers: readonly string[],
  divisions: DivisionScope,
): Promise<Map<string, { id: number; visible: boolean }>> {
  const column = table === 'employee' ? 'employee_number' : 'project_number';
  const found = new Map<string, { id: number; visible: boolean }>();
  const unique = [...new Set(numbers)];
  for (let i = 0; i < unique.length; i += 5000) {
    const rows = await db
      .selectFrom(table)
      .select(['id', `${column} as number`, inScope('division_id', divisions).as('visible')])
      .where(column, 'in', unique.slice(i, i + 5000))
      .execute();
    for (const r of rows) found.set(r.number, { id: r.id, visible: r.visible });
  }
  return found;
}
