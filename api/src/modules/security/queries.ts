import {
  type AddUserDetails,
  ALL_DIVISIONS,
  type SearchTextEntry,
  type SecurityUser,
  type SecurityUserDetail,
  SecurityUserSearchField,
  type SecurityUserStatus,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { runPaged } from '../../db/paged.ts';
import { applySearch } from '../../db/search.ts';
import type { OffsetLimit } from '../../http/paging.ts';

/** First and last name as one, the way the screen shows and searches it. */
export const employeeNameSql = sql<string>`trim(u.first_name || ' ' || u.last_name)`;

/** FieldName (as the browser sends it) → what "contains" searches. */
const SEARCHABLE = {
  [SecurityUserSearchField.UserName]: 'u.user_name',
  [SecurityUserSearchField.EmployeeName]: employeeNameSql,
  [SecurityUserSearchField.EmployeeNumber]: 'u.employee_number',
  [SecurityUserSearchField.SecurityGroupName]: 'r.name',
};

function securityUsers(db: Db) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id as userId',
      'u.user_name as userName',
      'u.employee_number as employeeNumber',
      employeeNameSql.as('employeeName'),
      'u.role_id as securityGroupId',
      'r.name as securityGroupName',
      'u.is_active as isActive',
    ]);
}

/**
 * The users the list shows: one status, matching the column searches (an unknown FieldName is a
 * 400). The list pages it; its current view as CSV (modules/current-view) streams it.
 */
export function securityUserListQuery(
  db: Db,
  status: SecurityUserStatus,
  search: readonly SearchTextEntry[] | undefined,
) {
  return applySearch(securityUsers(db).where('u.is_active', '=', status === 'active'), search, SEARCHABLE);
}

/** Users of one status, sorted by user name ignoring case (then id, so pages never overlap). */
export function listSecurityUsers(
  db: Db,
  status: SecurityUserStatus,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
) {
  const query = securityUserListQuery(db, status, search)
    .orderBy(sql`lower(u.user_name) collate "C"`)
    .orderBy('u.id');
  // runPaged is typed for single-table queries; the joined query runs the same way.
  return runPaged<SecurityUser>(query as unknown as Parameters<typeof runPaged<SecurityUser>>[0], range);
}

export function findSecurityUser(db: Db, userId: number): Promise<SecurityUser | undefined> {
  return securityUsers(db).where('u.id', '=', userId).executeTakeFirst();
}

/** GetUser's data: the user, their project level access and their device access by groups. */
export async function securityUserDetail(db: Db, userId: number): Promise<SecurityUserDetail | undefined> {
  const user = await findSecurityUser(db, userId);
  if (!user) return undefined;
  const flags = await db
    .selectFrom('app_user')
    .select(['all_divisions', 'all_device_groups'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const divisions = flags.all_divisions
    ? [{ divisionName: ALL_DIVISIONS }]
    : await db
        .selectFrom('user_division as ud')
        .innerJoin('division as d', 'd.id', 'ud.division_id')
        .select('d.division_name as divisionName')
        .where('ud.user_id', '=', userId)
        .where('d.is_deleted', '=', false)
        .orderBy(sql`lower(d.division_name) collate "C"`)
        .execute();
  const groups = flags.all_device_groups
    ? [{ divisionId: 0, divisionName: ALL_DIVISIONS, isActive: true, isAllDivision: true }]
    : (
        await db
          .selectFrom('user_device_group as g')
          .innerJoin('division as d', 'd.id', 'g.division_id')
          .select(['d.id as divisionId', 'd.division_name as divisionName', 'd.is_active as isActive'])
          .where('g.user_id', '=', userId)
          .where('d.is_deleted', '=', false)
          .orderBy(sql`lower(d.division_name) collate "C"`)
          .execute()
      ).map((g) => ({ ...g, isAllDivision: false }));
  return { user: [user], division: divisions, group: groups };
}

/** The options of the add/edit dialog: every group, and the active divisions by name. */
export async function addUserDetails(db: Db): Promise<AddUserDetails> {
  const groups = await db
    .selectFrom('role')
    .select(['id as groupID', 'name as securityGroupName'])
    .orderBy('id')
    .execute();
  const divisions = await db
    .selectFrom('division')
    .select(['id as divisionId', 'division_name as divisionName'])
    .where('is_deleted', '=', false)
    .where('is_active', '=', true)
    .orderBy(sql`lower(division_name) collate "C"`)
    .orderBy('id')
    .execute();
  return {
    securityGroup: groups,
    group: divisions,
    division: divisions.map((d) => ({ divisionName: d.divisionName })),
  };
}
