import type { TimecardAttachment } from '@tac/contracts';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { servableAttachments } from '../../images/servable.ts';

/** Whether the record (time record id on a device) exists in a division the user sees. */
export async function recordVisible(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<boolean> {
  if (scope !== 'all' && scope.length === 0) return false;
  const row = await db
    .selectFrom('timecard')
    .select('id')
    .where('time_record_id', '=', timeRecordId)
    .where('device_id', '=', deviceId)
    .where(inScope('division_id', scope))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export const RECORD_NOT_FOUND = 'The time record was not found';

/**
 * A record's attachment images, checked by content again on the way out: anything that is not a
 * PNG, JPEG or WebP within the pixel limit is never served (images/servable.ts). A record the user
 * may not see is a 404, the same answer as a record that does not exist.
 */
export async function recordAttachments(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<TimecardAttachment[]> {
  if (!(await recordVisible(db, scope, timeRecordId, deviceId))) throw new ApiError(404, RECORD_NOT_FOUND);
  const rows = await db
    .selectFrom('timecard_attachment')
    .select(['name', 'content'])
    .where('time_record_id', '=', timeRecordId)
    .where('device_id', '=', deviceId)
    .orderBy('id')
    .execute();
  return servableAttachments(rows);
}
