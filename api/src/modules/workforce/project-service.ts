import {
  canEditProjectGc,
  canEditProjectStatus,
  canSaveProject,
  cleanProjectGc,
  type ProjectUpdate,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { assignOwnerDevices } from './assign-devices.ts';
import { findProject } from './project-queries.ts';
import type { WorkforceScope } from './scope.ts';

const M = WorkforceMessages.projects;

/**
 * Update project details (spec 001 §6 "Projects"): saving needs the status-edit claim or the
 * Contribute role; a changed gc needs Contribute, SystemAdmin or Administrator; a changed status
 * needs the status-edit claim. Unchanged fields need nothing, as the screen sends the whole project.
 */
export async function updateProject(db: Db, user: AuthContext, body: ProjectUpdate): Promise<void> {
  if (!canSaveProject(user.claims, user.roleName)) throw new ApiError(403, M.saveNotAllowed);
  const before = await findProject(db, user.divisionScope, body.id);
  if (!before) throw new ApiError(404, M.notFound);
  const gc = cleanProjectGc(body.gc);
  if (gc !== before.gc && !canEditProjectGc(user.roleName)) throw new ApiError(403, M.gcNotAllowed);
  if (body.projectStatus !== before.projectStatus && !canEditProjectStatus(user.claims)) {
    throw new ApiError(403, M.statusNotAllowed);
  }
  await auditedWrite(db, user.userId, async (trx) => {
    await trx
      .updateTable('project')
      .set({
        gc,
        is_active: body.projectStatus === 'active',
        modified_by_id: user.userId,
        modified_at: sql`now()`,
      })
      .where('id', '=', body.id)
      .execute();
    return {
      result: undefined,
      audit: {
        action: 'update',
        entity: 'project',
        entityId: body.id,
        before: { gc: before.gc, projectStatus: before.projectStatus },
        after: { gc, projectStatus: body.projectStatus },
      },
    };
  });
}

/**
 * Assign project devices: the project's visible devices become exactly `deviceIds` (devices outside
 * the user's device access stay as they are). Only active projects take devices (spec 001 §2.1).
 */
export async function assignProjectDevices(
  db: Db,
  user: AuthContext,
  scope: WorkforceScope,
  projectId: number,
  deviceIds: readonly number[],
): Promise<void> {
  const project = await findProject(db, scope.divisions, projectId);
  if (!project) throw new ApiError(404, M.notFound);
  if (project.projectStatus !== 'active') throw new ApiError(409, M.inactiveNoDevices);
  await assignOwnerDevices(db, user, scope.deviceGroups, { entity: 'project', id: projectId }, deviceIds);
}
