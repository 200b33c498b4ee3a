import type { Db } from '../db/database.ts';

/**
 * The divisions whose data a user may see: their project level access (ARCHITECTURE.md "Data is
 * scoped to the user's project and device access"). 'all' when the user holds 'All Divisions';
 * otherwise the ids of their live divisions, ascending (an empty list for an unknown user or a user
 * with none). Read fresh on each call, so an administrator's change applies at once.
 *
 * Use: `const scope = await visibleDivisionIds(db, userId);`
 *      `query.$if(scope !== 'all', (q) => q.where('division_id', 'in', scope.length ? scope : [-1]))`
 */
export async function visibleDivisionIds(db: Db, userId: number): Promise<'all' | number[]> {
  const user = await db
    .selectFrom('app_user')
    .select('all_divisions')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return [];
  if (user.all_divisions) return 'all';
  const rows = await db
    .selectFrom('user_division as ud')
    .innerJoin('division as d', 'd.id', 'ud.division_id')
    .select('ud.division_id')
    .where('ud.user_id', '=', userId)
    .where('d.is_deleted', '=', false)
    .orderBy('ud.division_id')
    .execute();
  return rows.map((r) => r.division_id);
}

/** Whether a user may see one division's data. */
export async function canSeeDivision(db: Db, userId: number, divisionId: number): Promise<boolean> {
  const scope = await visibleDivisionIds(db, userId);
  return scope === 'all' || scope.includes(divisionId);
}
