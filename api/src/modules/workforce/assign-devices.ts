import { WorkforceMessages } from '@tac/contracts';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { changed, setLinks, touch } from './assignments.ts';
import { visibleDeviceIds } from './project-queries.ts';

/**
 * The Save of an employee's or a project's assign-devices list, once the caller has found the owner:
 * the owner's devices within the user's device access become exactly `deviceIds` (devices outside it
 * stay as they are; naming one is a 400 before anything is written). The owner and every device
 * gained or lost are marked modified, and the audit row holds the device ids before and after.
 */
export async function assignOwnerDevices(
  db: Db,
  user: AuthContext,
  deviceGroups: DivisionScope,
  owner: { entity: 'employee' | 'project'; id: number },
  deviceIds: readonly number[],
): Promise<void> {
  const visible = await visibleDeviceIds(db, deviceGroups, deviceIds);
  if (deviceIds.some((id) => !visible.has(id)))
    throw new ApiError(400, WorkforceMessages.devices.unknownDevices);
  await auditedWrite(db, user.userId, async (trx) => {
    const links = await setLinks(
      trx,
      {
        table: `device_${owner.entity}`,
        ownerColumn: `${owner.entity}_id`,
        ownerId: owner.id,
        itemColumn: 'device_id',
        itemTable: 'device',
        visible: inScope('item.division_id', deviceGroups),
      },
      deviceIds,
    );
    await touch(trx, owner.entity, [owner.id], user.userId);
    await touch(trx, 'device', changed(links.before, links.after), user.userId);
    return {
      result: undefined,
      audit: {
        action: 'assign-devices',
        entity: owner.entity,
        entityId: owner.id,
        before: { deviceIds: links.before },
        after: { deviceIds: links.after },
      },
    };
  });
}
