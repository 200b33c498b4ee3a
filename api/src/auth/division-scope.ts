import type { Db } from '../db/database.ts';

/** 'all', or the ids of the divisions a user was given, ascending. */
export type DivisionScope = 'all' | number[];

/**
 * The divisions whose data a user may see: their project level access (ARCHITECTURE.md "Data is
 * scoped to the user's project and device access"). 'all' when the user holds 'All Divisions';
 * otherwise the ids of their live divisions, ascending (an empty list for an unknown user or a user
 * with none). Read fresh on each call, so an administrator's change applies at once.
 *
 * Use: `const scope = await visibleDivisionIds(db, userId);`
 *      `query.$if(scope !== 'all', (q) => q.where('division_id', 'in', scope.length ? scope : [-1]))`
 */
export function visibleDivisionIds(db: Db, userId: number): Promise<DivisionScope> {
  return scopeOf(db, userId, 'all_divisions', 'user_division');
}

/** Whether a user may see one division's data. */
export async function canSeeDivision(db: Db, userId: number, divisionId: number): Promise<boolean> {
  const scope = await visibleDivisionIds(db, userId);
  return scope === 'all' || scope.includes(divisionId);
}

/**
 * The divisions whose devices a user may see: their device access by groups, read like
 * visibleDivisionIds. A group-5 user is given no device groups (the dialog disables the field), so
 * their list is empty and device data stays hidden from them.
 */
export function visibleDeviceGroupIds(db: Db, userId: number): Promise<DivisionScope> {
  return scopeOf(db, userId, 'all_device_groups', 'user_device_group');
}

/** Whether a user may see the devices of one division. */
export async function canSeeDeviceGroup(db: Db, userId: number, divisionId: number): Promise<boolean> {
  const scope = await visibleDeviceGroupIds(db, userId);
  return scope === 'all' || scope.includes(divisionId);
}

async function scopeOf(
  db: Db,
  userId: number,
  allFlag: 'all_divisions' | 'all_device_groups',
  // Both link tables have the same (user_id, division_id) shape.
  links: 'user_division' | 'user_device_group',
): Promise<DivisionScope> {
  const user = await db.selectFrom('app_user').select(allFlag).where('id', '=', userId).executeTakeFirst();
  if (!user) return [];
  if ((user as Record<typeof allFlag, boolean>)[allFlag]) return 'all';
  const rows = await db
    .selectFrom(`${links} as link` as 'user_division as link')
    .innerJoin('division as d', 'd.id', 'link.division_id')
    .select('link.division_id')
    .where('link.user_id', '=', userId)
    .where('d.is_deleted', '=', false)
    .orderBy('link.division_id')
    .execute();
  return rows.map((r) => r.division_id);
}
