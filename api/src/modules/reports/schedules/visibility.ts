import { REPORT_TYPES, RoleName, reportTypeAllowedForRole, reportTypeHiddenFromRole } from '@tac/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { divisionsOutsideScope, inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';

/**
 * Who sees and who may act on which report schedule (the spec leaves it unshown; this design's
 * rule, shared/docs/remotes/reports.md "Who may do what"):
 * - Administrators and SystemAdmins see every schedule and may act on each;
 * - everyone else sees the schedules they created, those they are a delegate of, and those that
 *   name at least one project or division within their project level access, but never one of a
 *   type hidden from their role (19, 20, 22, reportTypeHiddenFromRole);
 * - of those, they may act on one (read its runs and files, save it, Run now, Re-send, delete it)
 *   only when every project and division it names lies within their access, All Projects is not
 *   among them, and their role may choose its type (hasFullAccess). Otherwise they see it locked,
 *   with the note to contact support (spec 001 §2.4), and the server refuses the rest.
 * A schedule outside answers 404, as one that does not exist. Add, edit and delete need their
 * claims besides.
 */
export const seesEverySchedule = (user: Pick<AuthContext, 'roleName'>): boolean =>
  user.roleName === RoleName.Administrator || user.roleName === RoleName.SystemAdmin;

const codesWhere = (keep: (code: string) => boolean): string[] =>
  REPORT_TYPES.map((t) => t.code).filter(keep);

/** The condition on `report_schedule as s` that the user may see the row. */
export function visibleSchedule(user: AuthContext): RawBuilder<SqlBool> {
  if (seesEverySchedule(user)) return sql<SqlBool>`true`;
  const scope = user.divisionScope;
  const hidden = codesWhere((code) => reportTypeHiddenFromRole(user.roleName, code));
  return sql<SqlBool>`(
    ${hidden.length === 0 ? sql`true` : sql`s.report_type not in (${sql.join(hidden)})`}
    and (
      s.created_by_id = ${user.userId}
      or exists (select 1 from report_schedule_delegate rd where rd.schedule_id = s.id and rd.user_id = ${user.userId})
      or exists (select 1 from report_schedule_project rp join project p on p.id = rp.project_id
                 where rp.schedule_id = s.id and ${inScope('p.division_id', scope)})
      or exists (select 1 from report_schedule_division rv
                 where rv.schedule_id = s.id and ${inScope('rv.division_id', scope)})
    )
  )`;
}

/**
 * The condition on `report_schedule as s` that the user may act on the row (hasFullAccess, in
 * SQL): visible, a type their role may choose, no All Projects unless an administrator, and no
 * project or division outside their access.
 */
export function actionableSchedule(user: AuthContext): RawBuilder<SqlBool> {
  if (seesEverySchedule(user)) return sql<SqlBool>`true`;
  const scope = user.divisionScope;
  const allowed = codesWhere((code) => reportTypeAllowedForRole(user.roleName, code));
  return sql<SqlBool>`(
    ${visibleSchedule(user)}
    and s.report_type in (${sql.join(allowed.length > 0 ? allowed : [''])})
    and not s.all_projects
    and not exists (select 1 from report_schedule_project rp join project p on p.id = rp.project_id
                    where rp.schedule_id = s.id and not ${inScope('p.division_id', scope)})
    and not exists (select 1 from report_schedule_division rv
                    where rv.schedule_id = s.id and not ${inScope('rv.division_id', scope)})
  )`;
}

/** The same rule on a schedule read whole (findSchedule), for the modal's hasFullAccess. */
export function hasFullAccess(
  user: AuthContext,
  schedule: {
    reportType: string;
    allProjects: boolean;
    projectDivisionIds: readonly number[];
    divisionIds: readonly number[];
  },
): boolean {
  if (seesEverySchedule(user)) return true;
  if (schedule.allProjects) return false;
  if (!reportTypeAllowedForRole(user.roleName, schedule.reportType)) return false;
  const named = [...schedule.projectDivisionIds, ...schedule.divisionIds];
  return divisionsOutsideScope(named, user.divisionScope).length === 0;
}
