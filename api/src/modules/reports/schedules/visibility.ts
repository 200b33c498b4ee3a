import { RoleName } from '@tac/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { inScope } from '../../workforce/scope.ts';

/**
 * Who sees which report schedule (the spec leaves it unshown; this design's rule):
 * - Administrators and SystemAdmins see every schedule;
 * - everyone else sees the schedules they created, those they are a delegate of, and those that
 *   name at least one project or division within their project level access.
 * The last kind may name other projects or divisions too: the user then sees and edits the
 * schedule but not those lists (hasFullAccess false, spec 001 §2.4). A schedule outside answers 404,
 * as one that does not exist. Add, edit and delete need their claims besides.
 */
export const seesEverySchedule = (user: Pick<AuthContext, 'roleName'>): boolean =>
  user.roleName === RoleName.Administrator || user.roleName === RoleName.SystemAdmin;

/** The condition on `report_schedule as s` that the user may see the row. */
export function visibleSchedule(user: AuthContext): RawBuilder<SqlBool> {
  if (seesEverySchedule(user)) return sql<SqlBool>`true`;
  const scope = user.divisionScope;
  return sql<SqlBool>`(
    s.created_by_id = ${user.userId}
    or exists (select 1 from report_schedule_delegate rd where rd.schedule_id = s.id and rd.user_id = ${user.userId})
    or exists (select 1 from report_schedule_project rp join project p on p.id = rp.project_id
               where rp.schedule_id = s.id and ${inScope('p.division_id', scope)})
    or exists (select 1 from report_schedule_division rv
               where rv.schedule_id = s.id and ${inScope('rv.division_id', scope)})
  )`;
}

/**
 * Whether the user may change the schedule's project and division lists: every project and
 * division it names lies within their divisions, and All Projects is an administrator's.
 */
export function hasFullAccess(
  user: AuthContext,
  schedule: { allProjects: boolean; projectDivisionIds: readonly number[]; divisionIds: readonly number[] },
): boolean {
  if (schedule.allProjects && !seesEverySchedule(user)) return false;
  const scope = user.divisionScope;
  if (scope === 'all') return true;
  return [...schedule.projectDivisionIds, ...schedule.divisionIds].every((id) => scope.includes(id));
}
