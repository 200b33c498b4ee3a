import {
  canEditProjectGc,
  canEditProjectStatus,
  canSaveProject,
  cleanProjectGc,
  Messages,
  type ProjectUpdate,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { changed, setLinks, touch } from './assignments.ts';
import { findProject, visibleDeviceIds } from './project-queries.ts';
import { inScope, type WorkforceScope } from './scope.ts';

const M = Messages.project;

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
  const visible = await visibleDeviceIds(db, scope.deviceGroups, deviceIds);
  if (deviceIds.some((id) => !visible.has(id))) throw new ApiError(400, Messages.device.unknownDevices);
  await auditedWrite(db, user.userId, async (trx) => {
    const links = await setLinks(
      trx,
      {
        table: 'device_project',
        ownerColumn: 'project_id',
        ownerId: projectId,
        itemColumn: 'device_id',
        itemTable: 'device',
        visible: inScope('item.division_id', scope.deviceGroups),
      },
      deviceIds,
    );
    await touch(trx, 'project', [projectId], user.userId);
    await touch(trx, 'device', changed(links.before, links.after), user.userId);
    return {
      result: undefined,
      audit: {
        action: 'assign-devices',
        entity: 'project',
        entityId: projectId,
        before: { deviceIds: links.before },
        after: { deviceIds: links.after },
      },
    };
  });
}
