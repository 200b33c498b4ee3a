import { deviceGroupsDisabled } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * 'all', or the ids of the divisions a user was given, ascending; also a list of divisions a request
 * chose (a payroll batch's, a pay period change's), filtered the same way. The one scope type: lint
 * refuses another beside it (shared/build/lint/division-scope-outside-auth.grit).
 */
export type DivisionScope = 'all' | readonly number[];

/**
 * The divisions whose data a user may see: their project level access (shared/docs/architecture.md "Claims on the server": data is
 * scoped to the user's project and device access"). 'all' when the user holds 'All Divisions';
 * otherwise the ids of their live divisions, ascending (an empty list for an unknown user or a user
 * with none). Read fresh on each call, so an administrator's change applies at once. A route
 * behind the guard has it already: `currentUser(request).divisionScope`, read with the session.
 *
 * Use: `query.where(inScope('p.division_id', currentUser(request).divisionScope))`.
 */
export function visibleDivisionIds(db: Db, userId: number): Promise<DivisionScope> {
  return scopeOf(db, userId, 'all_divisions', 'user_division');
}

/**
 * The one way to write a division-scope filter: `column` (a division id) lies in `scope`. 'all'
 * matches every row, an empty scope none, so a user given no division sees nothing. The ids are
 * one parameter each (`in ($1, $2)`), not one array (`= any($1)`): the prepared timecard list
 * (db/prepared.ts) then has a text per number of divisions, but PostgreSQL plans an array
 * parameter of unknown length as longer than a user's few divisions, finds that generic plan dearer
 * than the custom ones and plans the list's count again on every call (shared/docs/benchmarks.md).
 */
export function inScope(column: string, scope: DivisionScope): RawBuilder<boolean> {
  if (scope === 'all') return sql<boolean>`true`;
  if (scope.length === 0) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(column)} in (${sql.join(scope)})`;
}

/**
 * The same on a column holding a list of division ids (a payroll batch's): every one of them lies
 * in `scope`, so a record spanning another division is not the user's.
 */
export function everyDivisionInScope(column: string, scope: DivisionScope): RawBuilder<boolean> {
  if (scope === 'all') return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} <@ ${sql.val([...scope])}::integer[]`;
}

/**
 * The ids of `divisionIds` that `scope` does not hold, in the order given (none for 'all'): the one
 * check of divisions a request names, before anything is read or written for them.
 */
export function divisionsOutsideScope(divisionIds: readonly number[], scope: DivisionScope): number[] {
  if (scope === 'all') return [];
  return divisionIds.filter((id) => !scope.includes(id));
}

/** Whether a user may see one division's data. */
export async function canSeeDivision(db: Db, userId: number, divisionId: number): Promise<boolean> {
  return divisionsOutsideScope([divisionId], await visibleDivisionIds(db, userId)).length === 0;
}

/**
 * The divisions whose devices a user may see: their device access by groups, read like
 * visibleDivisionIds. Where device access by groups does not apply (group 5: the dialog disables the
 * field and stores none, spec 000 §2), the user's devices follow their project level access instead,
 * so that role sees the devices of its divisions rather than none.
 */
export async function visibleDeviceGroupIds(db: Db, userId: number): Promise<DivisionScope> {
  const user = await db
    .selectFrom('app_user as u')
    .select([
      'u.role_id as roleId',
      sql<boolean>`u.all_device_groups`.as('allGroups'),
      linkedDivisionIds('user_device_group', sql.ref('u.id')).as('groups'),
      sql<boolean>`u.all_divisions`.as('allDivisions'),
      linkedDivisionIds('user_division', sql.ref('u.id')).as('divisions'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return [];
  if (deviceGroupsDisabled(user.roleId)) return user.allDivisions ? 'all' : user.divisions;
  return user.allGroups ? 'all' : user.groups;
}

/** Whether a user may see the devices of one division. */
export async function canSeeDeviceGroup(db: Db, userId: number, divisionId: number): Promise<boolean> {
  return divisionsOutsideScope([divisionId], await visibleDeviceGroupIds(db, userId)).length === 0;
}

/**
 * The ids of a user's live (not deleted) linked divisions, ascending, as an SQL array; `userId` is
 * the user's id column in the enclosing query. Shared by scopeOf and the session lookup.
 */
export function linkedDivisionIds(
  links: 'user_division' | 'user_device_group',
  userId: RawBuilder<number>,
): RawBuilder<number[]> {
  return sql<number[]>`array(select link.division_id from ${sql.table(links)} link
    join division d on d.id = link.division_id
    where link.user_id = ${userId} and not d.is_deleted order by link.division_id)`;
}

/** One round trip: the flag and the live linked divisions together. */
async function scopeOf(
  db: Db,
  userId: number,
  allFlag: 'all_divisions' | 'all_device_groups',
  // Both link tables have the same (user_id, division_id) shape.
  links: 'user_division' | 'user_device_group',
): Promise<DivisionScope> {
  const user = await db
    .selectFrom('app_user as u')
    .select([
      sql<boolean>`${sql.ref(`u.${allFlag}`)}`.as('all'),
      linkedDivisionIds(links, sql.ref('u.id')).as('ids'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) return [];
  return user.all ? 'all' : user.ids;
}

/**
 * Whether the user whose id is `userId` (a column of the enclosing query) sees any of `divisionIds`:
 * they hold 'All Divisions', or one of them is among their live divisions. The other way round from
 * inScope: which users a division's news is for (the close reminders' approvers).
 */
export function seesAnyDivision(
  userId: RawBuilder<number>,
  divisionIds: readonly number[],
): RawBuilder<boolean> {
  if (divisionIds.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(exists (select 1 from app_user holder where holder.id = ${userId} and holder.all_divisions)
    or exists (select 1 from user_division link join division d on d.id = link.division_id
      where link.user_id = ${userId} and not d.is_deleted and link.division_id in (${sql.join(divisionIds)})))`;
}
