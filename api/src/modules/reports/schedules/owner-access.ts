import { ALL_PROJECTS, ReportMessages, reportTypeAllowedForRole, reportTypeName } from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope, visibleDivisionIds } from '../../../auth/division-scope.ts';
import type { Db } from '../../../db/database.ts';
import { seesEverySchedule } from './visibility.ts';

const M = ReportMessages;

/** How many names a reason lists before it says how many more. */
const NAMES_SHOWN = 3;

/** The user a schedule mails on behalf of: the one who last saved it (its creator until then). */
export interface ScheduleOwner {
  id: number;
  userName: string;
  email: string;
  isActive: boolean;
  roleName: string;
  divisionScope: DivisionScope;
}

/** A schedule's owner as the database has them now; undefined when no saver is on record. */
export async function scheduleOwner(db: Db, ownerId: number | null): Promise<ScheduleOwner | undefined> {
  if (ownerId === null) return undefined;
  const user = await db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select([
      'u.id',
      'u.user_name',
      sql<string>`lower(trim(u.email))`.as('email'),
      'u.is_active',
      'role.name',
    ])
    .where('u.id', '=', ownerId)
    .executeTakeFirst();
  if (!user) return undefined;
  return {
    id: user.id,
    userName: user.user_name,
    email: user.email,
    isActive: user.is_active,
    roleName: user.name,
    divisionScope: await visibleDivisionIds(db, user.id),
  };
}

/**
 * Why `owner` may no longer send schedule `scheduleId`, or null when they may: the rule a user acts
 * on a schedule by (visibility.ts `hasFullAccess`: its type, All Projects, every project and
 * division within their access), for an active user (shared/docs/remotes/reports.md "Paused
 * schedules"). The reason names what left their access.
 */
export async function ownerAccessProblem(
  db: Db,
  schedule: { id: number; reportType: string; allProjects: boolean },
  owner: ScheduleOwner | undefined,
): Promise<string | null> {
  if (!owner) return M.ownerUnknown;
  if (!owner.isActive) return M.ownerInactive(owner.userName);
  if (seesEverySchedule(owner)) return null;
  if (schedule.allProjects) return M.ownerTypeRefused(owner.userName, ALL_PROJECTS);
  if (!reportTypeAllowedForRole(owner.roleName, schedule.reportType))
    return M.ownerTypeRefused(owner.userName, reportTypeName(schedule.reportType));
  const lost = await namesOutsideScope(db, schedule.id, owner.divisionScope);
  return lost ? M.ownerLostAccess(owner.userName, lost) : null;
}

/** The schedule's projects and divisions outside `scope`, as a reason names them; '' when none. */
async function namesOutsideScope(db: Db, scheduleId: number, scope: DivisionScope): Promise<string> {
  if (scope === 'all') return '';
  const projects = await db
    .selectFrom('report_schedule_project as rp')
    .innerJoin('project as p', 'p.id', 'rp.project_id')
    .select(sql<string>`p.project_number || ' - ' || p.name`.as('name'))
    .where('rp.schedule_id', '=', scheduleId)
    .where(sql<boolean>`not ${inScope('p.division_id', scope)}`)
    .orderBy('p.project_number')
    .execute();
  const divisions = await db
    .selectFrom('report_schedule_division as rv')
    .innerJoin('division as dv', 'dv.id', 'rv.division_id')
    .select('dv.division_name as name')
    .where('rv.schedule_id', '=', scheduleId)
    .where(sql<boolean>`not ${inScope('rv.division_id', scope)}`)
    .orderBy('dv.division_name')
    .execute();
  return [
    listed(
      'project',
      'projects',
      projects.map((p) => p.name),
    ),
    listed(
      'division',
      'divisions',
      divisions.map((d) => d.name),
    ),
  ]
    .filter((part) => part !== '')
    .join(' and ');
}

/** 'project A', 'projects A, B, C and 2 more', or '' for none. */
function listed(one: string, many: string, names: readonly string[]): string {
  if (names.length === 0) return '';
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const more = names.length - NAMES_SHOWN;
  return `${names.length === 1 ? one : many} ${shown}${more > 0 ? ` and ${more} more` : ''}`;
}
