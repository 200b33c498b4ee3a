import {
  delegateAllowed,
  isReportTypeIn,
  ReportMessages,
  type ReportRecipient,
  reportTypeAllowedForRole,
} from '@tac/contracts';
import { inScope } from '../../../auth/division-scope.ts';
import type { AuthContext } from '../../../auth/sessions.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { heldAddresses } from './held-addresses.ts';
import { choosableDelegate } from './options.ts';
import type { CleanSchedule } from './save-body.ts';
import { seesEverySchedule } from './visibility.ts';

const M = ReportMessages;

/**
 * The checks of a save that need the user or the database, in this order: role, All Projects,
 * projects, divisions, task codes, recipients, delegates. Returns the recipients as they are
 * mailed: an Employee's or User's at the address the server holds for that record, never the one in
 * the body. `keptDelegates`: the schedule's delegates before this save.
 */
export async function refuseOutsideAccess(
  db: Db,
  user: AuthContext,
  clean: CleanSchedule,
  keptDelegates: readonly number[],
): Promise<ReportRecipient[]> {
  refuseTypeOutsideRole(user, clean.save.reportType);
  refuseAllProjectsOutsideRole(user, clean);
  await refuseProjectsOutsideScope(db, user, clean.projectIds);
  await refuseDivisionsOutsideScope(db, user, clean.divisionIds);
  await refuseTaskCodesOutsideProjects(db, clean.taskIds, clean.projectIds);
  const recipients = await heldAddresses(db, user, clean.recipients);
  await refuseDelegatesOutsideFilter(db, user, clean, keptDelegates);
  return recipients;
}

/** Spec 001 §6: the report types the user's role may choose. */
function refuseTypeOutsideRole(user: AuthContext, reportType: string): void {
  if (!reportTypeAllowedForRole(user.roleName, reportType)) throw new ApiError(403, M.reportTypeNotAllowed);
}

/** All Projects: only on attestation types (a 400, a wrong form), and only for administrators. */
function refuseAllProjectsOutsideRole(user: AuthContext, clean: CleanSchedule): void {
  if (!clean.allProjects) return;
  if (!isReportTypeIn('attestation', clean.save.reportType)) throw new ApiError(400, M.allProjectsNotAllowed);
  if (!seesEverySchedule(user)) throw new ApiError(403, M.allProjectsNotAllowed);
}

/** Every project exists and lies within the user's divisions (one outside reads as unknown). */
async function refuseProjectsOutsideScope(db: Db, user: AuthContext, projectIds: readonly number[]) {
  if (projectIds.length === 0) return;
  const found = await db
    .selectFrom('project as p')
    .select('p.id')
    .where('p.id', 'in', projectIds)
    .where(inScope('p.division_id', user.divisionScope))
    .execute();
  if (found.length !== projectIds.length) throw new ApiError(400, M.unknownProjects);
}

/** Every division is live and within the user's divisions. */
async function refuseDivisionsOutsideScope(db: Db, user: AuthContext, divisionIds: readonly number[]) {
  if (divisionIds.length === 0) return;
  const found = await db
    .selectFrom('division as dv')
    .select('dv.id')
    .where('dv.id', 'in', divisionIds)
    .where('dv.is_deleted', '=', false)
    .where(inScope('dv.id', user.divisionScope))
    .execute();
  if (found.length !== divisionIds.length) throw new ApiError(400, M.unknownDivisions);
}

/** Every task code belongs to one of the schedule's projects (already held to the user's divisions). */
async function refuseTaskCodesOutsideProjects(
  db: Db,
  taskIds: readonly number[],
  projectIds: readonly number[],
): Promise<void> {
  if (taskIds.length === 0) return;
  const found = await db
    .selectFrom('task as t')
    .select('t.id')
    .where('t.id', 'in', taskIds)
    .where('t.project_id', 'in', projectIds.length > 0 ? projectIds : [-1])
    .execute();
  if (found.length !== taskIds.length) throw new ApiError(400, M.unknownTaskCodes);
}

/**
 * Every delegate is one the user may choose (options.ts `choosableDelegate`), or an active one the
 * schedule had already, and of a security group the §6 filter allows for the type.
 */
async function refuseDelegatesOutsideFilter(
  db: Db,
  user: AuthContext,
  clean: CleanSchedule,
  keptDelegates: readonly number[],
): Promise<void> {
  if (clean.delegateIds.length === 0) return;
  const delegates = await db
    .selectFrom('app_user as u')
    .innerJoin('role', 'role.id', 'u.role_id')
    .select(['u.id', 'u.user_name', 'role.name as groupName'])
    .where('u.id', 'in', clean.delegateIds)
    // A delegate the schedule has already stays, though the editor could not have chosen them.
    .where((eb) =>
      eb.or([
        choosableDelegate(user),
        eb.and([
          eb('u.is_active', '=', true),
          eb('u.id', 'in', keptDelegates.length > 0 ? keptDelegates : [-1]),
        ]),
      ]),
    )
    .execute();
  if (delegates.length !== clean.delegateIds.length) throw new ApiError(400, M.unknownDelegates);
  const refused = delegates.find(
    (d) => !delegateAllowed(clean.save.reportType, d.groupName, clean.allProjects),
  );
  if (refused) throw new ApiError(400, M.delegateNotAllowed(refused.user_name));
}
