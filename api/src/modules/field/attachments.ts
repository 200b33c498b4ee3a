import { createHash } from 'node:crypto';
import { type FieldAttachmentQuery, FieldMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { checkUpload } from './attachment-content.ts';
import { contentDigest, differences } from './content-digest.ts';
import type { DeviceContext } from './credentials.ts';
import { FIELD_ITEMS } from './items/registry.ts';

/**
 * One attachment of an item the device pushed before (shared/docs/field-sync.md "Attachments"):
 * its type read from its bytes, stored beside the item (never in a timecard row, so a page of
 * timecards does not carry it). Its own client id makes a repeated upload write nothing; the same
 * id with another file, item, purpose or name answers 409 naming what differs.
 */
export async function storeAttachment(
  db: Db,
  device: DeviceContext,
  query: FieldAttachmentQuery,
  content: Uint8Array,
): Promise<{ clientId: string; repeated: boolean }> {
  const check = await checkUpload(content, query.purpose);
  if (!check.ok) throw new ApiError(400, check.reason);
  const item = await db
    .selectFrom('field_item')
    .select(['kind', 'record_id'])
    .where('device_id', '=', device.deviceId)
    .where('client_id', '=', query.itemClientId)
    .executeTakeFirst();
  // An attachment's own id names no kind: only an item's does (and only a kind that takes uploads).
  const takes = item ? FIELD_ITEMS.get(item.kind)?.attachments : undefined;
  if (!item || item.record_id === null || !takes) throw new ApiError(400, FieldMessages.unknownItem);
  if (!takes.purposes.includes(query.purpose)) throw new ApiError(400, FieldMessages.purposeMismatch);
  const recordId = item.record_id;
  // The checked copy (an image re-encoded), never the bytes as sent.
  const file = { name: query.name, mime: check.mime, content: check.content };
  // What the device sent, bytes included: a repeat of this client id must match it.
  const digest = contentDigest({
    ...query,
    bytes: createHash('sha256').update(content).digest('base64url'),
  });
  return auditedWrite(db, null, async (trx) => {
    const claimed = await trx
      .insertInto('field_item')
      .values({
        device_id: device.deviceId,
        client_id: query.clientId,
        kind: `attachment:${query.purpose}`,
        record_id: recordId,
        content_digest: JSON.stringify(digest),
      })
      .onConflict((oc) => oc.columns(['device_id', 'client_id']).doNothing())
      .returning('client_id')
      .executeTakeFirst();
    if (!claimed) {
      // Another upload's id: the same content is a repeat; other content a conflict, and nothing is written.
      const first = await trx
        .selectFrom('field_item')
        .select('content_digest')
        .where('device_id', '=', device.deviceId)
        .where('client_id', '=', query.clientId)
        .executeTakeFirst();
      const fields = first?.content_digest ? differences(first.content_digest, digest) : [];
      if (fields.length > 0) throw new ApiError(409, FieldMessages.clientIdReused(fields));
    }
    if (claimed) {
      await takes.store(trx, { deviceId: device.deviceId, recordId, purpose: query.purpose, file });
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
