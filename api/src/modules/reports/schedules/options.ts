import {
  delegateAllowed,
  type ReportContactOption,
  type ReportProjectDivision,
  type ReportScheduleUser,
  type ReportTaskCodeOption,
  RoleName,
  reportTypesForRole,
} from '@tac/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DivisionScope } from '../../../auth/division-scope.ts';
import { inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';

/**
 * What the schedule form offers (spec 001 §7 "Schedule reports"): recipients, delegates, the
 * divisions of type 14 and the task codes of the chosen projects. Employees, divisions and task
 * codes are the user's (project level access); any active user may be a recipient, and the
 * delegates are those the caller may choose (choosableDelegate).
 */

/** Schedule contacts: active employees of the user's divisions and active users, each with an e-mail. */
export async function listContacts(db: Db, divisions: DivisionScope): Promise<ReportContactOption[]> {
  const employees = await db
    .selectFrom('employee as e')
    .select([
      sql<string>`'E' || e.id`.as('id'),
      'e.id as empID',
      sql<string>`lower(e.email)`.as('employeeEmailAddress'),
      'e.first_name as firstName',
      'e.last_name as lastName',
    ])
    .where('e.is_active', '=', true)
    .where('e.email', '<>', '')
    .where(inScope('e.division_id', divisions))
    .orderBy('e.last_name')
    .orderBy('e.first_name')
    .orderBy('e.id')
    .execute();
  const users = await db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select([
      sql<string>`'U' || u.id`.as('id'),
      'u.id as userId',
      sql<string>`lower(u.email)`.as('employeeEmailAddress'),
      'u.first_name as firstName',
      'u.last_name as lastName',
      'role.name as securityGroupName',
    ])
    .where('u.is_active', '=', true)
    .where('u.email', '<>', '')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  const name = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();
  return [
    ...employees.map((e) => ({
      ...e,
      contactType: 'Employee' as const,
      userId: null,
      employeeName: name(e),
      securityGroupName: '',
    })),
    ...users.map((u) => ({ ...u, contactType: 'User' as const, empID: null, employeeName: name(u) })),
  ];
}

/**
 * Schedule users: the delegates the caller may choose (choosableDelegate), with what the delegate
 * dialog shows of them (names and security group, which the §6 filter by report type reads).
 */
export function listScheduleUsers(db: Db, caller: AuthContext): Promise<ReportScheduleUser[]> {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select([
      'u.id as userId',
      'u.user_name as userName',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'role.name as securityGroupName',
    ])
    .where(choosableDelegate(caller))
    .orderBy('u.user_name')
    .execute();
}

/**
 * The condition on `app_user as u` joined with its `role` that the caller may make u a delegate:
 * u is active; u's security group may be a delegate of some report type the caller's role may
 * schedule (spec 001 §6; the type's own filter comes on top); and, for a caller held to some
 * divisions, u holds all divisions or shares one of the caller's: a delegate is someone who works
 * on the same projects, and nobody else's name, e-mail or group is the caller's to read.
 */
export function choosableDelegate(caller: AuthContext): RawBuilder<SqlBool> {
  const types = reportTypesForRole(caller.roleName);
  const refused = Object.values(RoleName).filter(
    (group) => !types.some((t) => delegateAllowed(t.code, group, false)),
  );
  const scope = caller.divisionScope;
  return sql<SqlBool>`(
    u.is_active
    and ${refused.length === 0 ? sql`true` : sql`role.name not in (${sql.join(refused)})`}
    and ${
      scope === 'all'
        ? sql`true`
        : sql`(u.all_divisions or exists (select 1 from user_division ud
                 where ud.user_id = u.id and ${inScope('ud.division_id', scope)}))`
    }
  )`;
}

/** Project division list: the user's live divisions, by name. */
export function listProjectDivisions(db: Db, divisions: DivisionScope): Promise<ReportProjectDivision[]> {
  return db
    .selectFrom('division as dv')
    .select(['dv.id', 'dv.division_name as divisionName'])
    .where('dv.is_deleted', '=', false)
    .where('dv.is_active', '=', true)
    .where(inScope('dv.id', divisions))
    .orderBy('dv.division_name')
    .execute();
}

/**
 * Project task codes: those of the given projects within the user's divisions (others are left
 * out); tmOnly keeps task codes that have T&M vouchers (the voucher types 17 and 18).
 */
export function listTaskCodes(
  db: Db,
  divisions: DivisionScope,
  projectIds: readonly number[],
  tmOnly: boolean,
): Promise<ReportTaskCodeOption[]> {
  if (projectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('task as t')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .select(['t.id', 'p.id as projectId', 't.task_number as taskNumber', 't.name as taskName'])
    .where('p.id', 'in', [...new Set(projectIds)])
    .where(inScope('p.division_id', divisions))
    .$if(tmOnly, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(selectFrom('tm_voucher as v').select('v.id').whereRef('v.task_id', '=', 't.id')),
      ),
    )
    .orderBy('p.project_number')
    .orderBy('t.task_number')
    .orderBy('t.id')
    .execute();
}
