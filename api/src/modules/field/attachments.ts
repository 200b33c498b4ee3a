import { createHash } from 'node:crypto';
import { type FieldAttachmentQuery, FieldMessages } from '@tac/contracts';
import type { FastifyError } from 'fastify';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { checkUpload } from './attachment-content.ts';
import { contentDigest, differences } from './content-digest.ts';
import type { DeviceContext } from './credentials.ts';
import type { AttachmentPurpose } from './items/definition.ts';
import { FIELD_ITEMS } from './items/registry.ts';

/**
 * Why an upload was refused, in a word the metrics count by (tac_field_attachments_refused_total):
 * - invalid: the call's query failed its schema, or it sent no body
 * - content: its bytes are not a file of its purpose (not an image or a PDF, empty, undecodable, a
 *   PDF with scripts, actions or embedded files)
 * - too_large: over the upload's size (5 MB, cut off while it streams), a PDF's (2 MB) or an image's pixels
 * - unknown_item: it names no item this device pushed that takes uploads
 * - purpose_mismatch: its item takes no upload of this purpose
 */
export type UploadRefusalReason = 'invalid' | 'content' | 'too_large' | 'unknown_item' | 'purpose_mismatch';

/** A 400 refusing an upload, with the reason it is counted by (the device gets the message). */
export class UploadRefused extends ApiError {
  constructor(
    readonly reason: UploadRefusalReason,
    message: string,
  ) {
    super(400, message);
  }
}

/** The purposes some kind takes: a purpose label is one of them, or 'unknown' (a query that failed its schema). */
const PURPOSES = new Set<string>([...FIELD_ITEMS.values()].flatMap((d) => d.attachments?.purposes ?? []));
export const purposeLabel = (query: unknown): AttachmentPurpose | 'unknown' => {
  const purpose = (query as { purpose?: unknown } | undefined)?.purpose;
  return typeof purpose === 'string' && PURPOSES.has(purpose) ? (purpose as AttachmentPurpose) : 'unknown';
};

/**
 * How a failed upload call is counted: refused (with its reason) or a conflict; undefined for what
 * judged no upload (the credential, the rate limit, a fault), counted elsewhere.
 */
export function uploadFailure(
  error: FastifyError | Error,
): { outcome: 'refused'; reason: UploadRefusalReason } | { outcome: 'conflict' } | undefined {
  if (error instanceof UploadRefused) return { outcome: 'refused', reason: error.reason };
  const { statusCode, code } = error as Partial<FastifyError>;
  if (statusCode === 409) return { outcome: 'conflict' };
  // The body over MAX_UPLOAD_BYTES, refused while it streams: the handler never runs.
  if (statusCode === 413) return { outcome: 'refused', reason: 'too_large' };
  if (code === 'FST_ERR_VALIDATION') return { outcome: 'refused', reason: 'invalid' };
  return undefined;
}

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
  if (!check.ok) throw new UploadRefused(check.tooLarge ? 'too_large' : 'content', check.reason);
  const item = await db
    .selectFrom('field_item')
    .select(['kind', 'record_id'])
    .where('device_id', '=', device.deviceId)
    .where('client_id', '=', query.itemClientId)
    .executeTakeFirst();
  // An attachment's own id names no kind: only an item's does (and only a kind that takes uploads).
  const takes = item ? FIELD_ITEMS.get(item.kind)?.attachments : undefined;
  if (!item || item.record_id === null || !takes) {
    throw new UploadRefused('unknown_item', FieldMessages.unknownItem);
  }
  if (!takes.purposes.includes(query.purpose)) {
    throw new UploadRefused('purpose_mismatch', FieldMessages.purposeMismatch);
  }
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
