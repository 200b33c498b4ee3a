import { type FieldAttachmentQuery, FieldMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { attachRevisionImage } from '../vouchers/index.ts';
import { checkUpload } from './attachment-content.ts';
import type { DeviceContext } from './credentials.ts';

/** Which uploads each kind of item takes. */
const PURPOSES: Record<string, readonly FieldAttachmentQuery['purpose'][]> = {
  timecard: ['photo', 'attestationPdf'],
  issueNote: ['photo'],
  voucher: ['photo', 'signature'],
};

/**
 * One attachment of an item the device pushed before (shared/docs/field-sync.md "Attachments"):
 * its type read from its bytes, stored beside the item (never in a timecard row, so a page of
 * timecards does not carry it). Its own client id makes a repeated upload write nothing.
 */
export async function storeAttachment(
  db: Db,
  device: DeviceContext,
  query: FieldAttachmentQuery,
  content: Uint8Array,
): Promise<{ clientId: string; repeated: boolean }> {
  const check = checkUpload(content, query.purpose);
  if (!check.ok) throw new ApiError(400, check.reason);
  const item = await db
    .selectFrom('field_item')
    .select(['kind', 'record_id'])
    .where('device_id', '=', device.deviceId)
    .where('client_id', '=', query.itemClientId)
    .executeTakeFirst();
  if (!item || item.record_id === null || !PURPOSES[item.kind])
    throw new ApiError(400, FieldMessages.unknownItem);
  if (!PURPOSES[item.kind]?.includes(query.purpose)) throw new ApiError(400, FieldMessages.purposeMismatch);
  const recordId = item.record_id;
  const file = { name: query.name, mime: check.mime, content };
  return auditedWrite(db, null, async (trx) => {
    const claimed = await trx
      .insertInto('field_item')
      .values({
        device_id: device.deviceId,
        client_id: query.clientId,
        kind: `attachment:${query.purpose}`,
        record_id: recordId,
      })
      .onConflict((oc) => oc.columns(['device_id', 'client_id']).doNothing())
      .returning('client_id')
      .executeTakeFirst();
    if (claimed) {
      if (item.kind === 'timecard') {
        await trx
          .insertInto('timecard_attachment')
          .values({ time_record_id: recordId, device_id: device.deviceId, ...file })
          .execute();
        if (query.purpose === 'photo') {
          await trx
            .updateTable('timecard')
            .set({ has_attachment: true })
            .where('time_record_id', '=', recordId)
            .where('device_id', '=', device.deviceId)
            .execute();
        }
      } else if (item.kind === 'issueNote') {
        await trx
          .insertInto('issue_note_attachment')
          .values({ issue_note_id: recordId, ...file })
          .execute();
      } else {
        if (query.purpose === 'signature') {
          const revision = await trx
            .selectFrom('tm_voucher_revision')
            .select('signer_name')
            .where('id', '=', recordId)
            .executeTakeFirstOrThrow();
          if (revision.signer_name === '')
            throw new ApiError(400, 'signerName: a signature needs the signer named in the voucher');
        }
        await attachRevisionImage(trx, recordId, file, query.purpose === 'signature' ? 'signature' : 'photo');
      }
    }
    await trx
      .updateTable('device')
      .set({ last_sync_at: sql`now()` })
      .where('id', '=', device.deviceId)
      .execute();
    return {
      result: { clientId: query.clientId, repeated: !claimed },
      audit: {
        action: 'field-attachment',
        entity: 'device',
        entityId: device.deviceId,
        before: null,
        after: { ...query, bytes: content.length, mime: check.mime, repeated: !claimed },
      },
    };
  });
}
