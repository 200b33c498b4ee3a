import { type FieldItemAnswer, FieldMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { type ContentDigest, contentDigest, differences } from './content-digest.ts';
import type { DeviceContext } from './credentials.ts';
import { type Assignment, projectOf, type Refusal, type RefusalReason } from './items/definition.ts';
import { FIELD_ITEMS } from './items/registry.ts';
import { type CheckedItem, checkItems } from './push-checks.ts';

type RawItem = { clientId: string; kind: string } & Record<string, unknown>;

/**
 * A push (shared/docs/field-sync.md "Push"): each item answered on its own, accepted or refused with
 * the field and the reason; a refused item never stops the others. An item whose client id the
 * device pushed before answers accepted again and writes nothing (a push repeated after a lost
 * answer) when its content is the same; with other content it answers a conflict naming the fields
 * that differ, writes nothing, and the first content stands (as an idempotency key reused with
 * another request). The accepted items, the items' ids, the device's sync fields and the audit row
 * are one transaction: Synced Date Time is the server's time of receipt, new lines start New.
 */
export async function push(
  db: Db,
  device: DeviceContext,
  items: readonly RawItem[],
  timeZone: string,
): Promise<PushAnswers> {
  const { assigned, checked: judged } = await checkItems(db, device, items, timeZone);
  const answers = new Map<number, FieldItemAnswer>();
  const reasons = new Map<number, RefusalReason>();
  // The reason stays here for the metrics: the device is answered the field and the message.
  const refuseAt = (index: number, clientId: string, { reason, ...refusal }: Refusal) => {
    answers.set(index, { clientId, status: 'refused', ...refusal });
    reasons.set(index, reason);
  };
  const candidates: Candidate[] = [];
  const seenInBatch = new Set<string>();
  items.forEach((raw, index) => {
    if (seenInBatch.has(raw.clientId)) {
      refuseAt(index, raw.clientId, {
        field: 'clientId',
        message: 'clientId: sent twice in this batch',
        reason: 'duplicate',
      });
      return;
    }
    seenInBatch.add(raw.clientId);
    const checked = judged[index] as (typeof judged)[number];
    if ('refusal' in checked) refuseAt(index, raw.clientId, checked.refusal);
    else candidates.push({ index, ...checked, digest: contentDigest(raw) });
  });
  const refused = answers.size;

  const outcome = await auditedWrite(db, null, async (trx) => {
    const fresh = await writeBatch(trx, device.deviceId, assigned, candidates, refused);
    const written = candidates.filter((c) => fresh.has(c.item.clientId));
    const refusedByWrite = await writeOneByOne(trx, device, assigned, written);
    const toWrite = written.filter((c) => !refusedByWrite.has(c.item.clientId));
    const conflicts = await conflictsOf(
      trx,
      device.deviceId,
      candidates.filter((c) => !fresh.has(c.item.clientId)),
    );
    if (conflicts.size > 0 || refusedByWrite.size > 0) {
      await trx
        .updateTable('device')
        .set({ pending_errors: refused + conflicts.size + refusedByWrite.size })
        .where('id', '=', device.deviceId)
        .execute();
    }
    for (const c of written) {
      const refusal = refusedByWrite.get(c.item.clientId);
      if (refusal) refuseAt(c.index, c.item.clientId, refusal);
    }
    return {
      result: { fresh, conflicts },
      audit: {
        action: 'field-push',
        entity: 'device',
        entityId: device.deviceId,
        before: null,
        after: {
          accepted: toWrite.map((c) => `${c.item.kind}:${c.item.clientId}`),
          // Taken though the device's assignment of what they name ended after their day.
          review: toWrite.filter((c) => c.review).map((c) => c.item.clientId),
          repeated: candidates.length - written.length - conflicts.size,
          refused: [...answers.values()].map((a) => ({ clientId: a.clientId, field: a.field })),
          conflicts: [...conflicts].map(([clientId, fields]) => ({ clientId, fields })),
        },
      },
    };
  });
  for (const { index, item, review } of candidates) {
    if (answers.has(index)) continue;
    const conflict = outcome.conflicts.get(item.clientId);
    answers.set(
      index,
      conflict
        ? {
            clientId: item.clientId,
            status: 'conflict',
            field: 'clientId',
            message: FieldMessages.clientIdReused(conflict),
            differences: conflict,
          }
        : {
            clientId: item.clientId,
            status: 'accepted',
            ...(outcome.fresh.has(item.clientId) ? {} : { repeated: true }),
            ...(review ? { message: FieldMessages.acceptedForReview } : {}),
          },
    );
  }
  return {
    answers: items.map((_, index) => answers.get(index) as FieldItemAnswer),
    reasons: items.map((_, index) => reasons.get(index)),
  };
}

/** A push's answers in the order sent, and beside each refused one the reason it is counted by. */
export interface PushAnswers {
  answers: FieldItemAnswer[];
  reasons: (RefusalReason | undefined)[];
}

/**
 * The items whose client id was taken before with other content, and the fields that differ. Read
 * after the batch's insert, in a statement of its own: an insert that met another push's id waited
 * for that push to commit, and only a later statement sees its row.
 */
async function conflictsOf(
  trx: Trx,
  deviceId: number,
  repeats: readonly Candidate[],
): Promise<Map<string, string[]>> {
  const conflicts = new Map<string, string[]>();
  if (repeats.length === 0) return conflicts;
  const stored = await trx
    .selectFrom('field_item')
    .select(['client_id', 'content_digest'])
    .where('device_id', '=', deviceId)
    .where(
      'client_id',
      'in',
      repeats.map((c) => c.item.clientId),
    )
    .execute();
  const digests = new Map(stored.map((row) => [row.client_id, row.content_digest as ContentDigest | null]));
  for (const { item, digest } of repeats) {
    const first = digests.get(item.clientId);
    // An item pushed before digests were kept is taken as a repeat, as it always was.
    const fields = first ? differences(first, digest) : [];
    if (fields.length > 0) conflicts.set(item.clientId, fields);
  }
  return conflicts;
}

/** An item that passed its checks, with its kind's definition. */
interface Candidate extends CheckedItem {
  index: number;
  digest: ContentDigest;
}

const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;
const divisionOf = (assigned: Assignment, projectId: number) =>
  projectOf(assigned, projectId)?.divisionId as number;

/**
 * One statement for what most of a push is: records the items' client ids, writes the rows of the
 * kinds written in batch (timecard lines, daily details: each kind's own step) whose ids were new,
 * and stamps the device's sync; gives the new ids (the others were written before). The rows travel
 * as JSON, so the text is the same for every batch and there is one round trip however many lines
 * (shared/docs/benchmarks.md "Field sync"). An item's record, when its kind knows it before the
 * write (a timecard line's time record: its attachments hang on it), is kept with its id.
 */
async function writeBatch(
  trx: Trx,
  deviceId: number,
  assigned: Assignment,
  candidates: readonly Candidate[],
  refused: number,
): Promise<Set<string>> {
  const ids = candidates.map(({ definition, item, digest }) => ({
    client_id: item.clientId,
    content_digest: digest,
    kind: item.kind,
    record_id: definition.write.mode === 'batch' ? (definition.write.recordId?.(item) ?? null) : null,
    division_id: divisionOf(assigned, item.projectId) ?? null,
  }));
  // Every batch kind's step, whether this push has its items or not: the statement's text never changes.
  const steps = [...FIELD_ITEMS.values()].flatMap((definition) => {
    const write = definition.write;
    if (write.mode !== 'batch') return [];
    const rows = candidates
      .filter((c) => c.definition === definition)
      .map(({ item, review }, n) =>
        write.row(item, n, { divisionId: divisionOf(assigned, item.projectId), review }),
      );
    return [sql`${sql.id(`write_${definition.kind}`)} as (${write.insert(json(rows), deviceId)})`];
  });
  // Data-modifying CTEs all run, referenced or not; rows are inserted in the order sent (n).
  const { rows } = await sql<{ client_id: string }>`
    with fresh as (
      insert into field_item (device_id, client_id, kind, record_id, division_id, content_digest)
      select ${deviceId}::integer, client_id, kind, record_id, division_id, content_digest
      from jsonb_to_recordset(${json(ids)})
        as i (client_id text, kind text, record_id integer, division_id integer, content_digest jsonb)
      on conflict (device_id, client_id) do nothing
      returning client_id
    ), ${sql.join(steps)}, synced as (
      update device set last_sync_at = now(), pending_errors = ${refused} where id = ${deviceId}
    )
    select client_id from fresh`.execute(trx);
  return new Set(rows.map((r) => r.client_id));
}

/** The record an item's attachments hang on, kept with its client id. */
async function setRecord(trx: Trx, deviceId: number, clientId: string, recordId: number) {
  await trx
    .updateTable('field_item')
    .set({ record_id: recordId })
    .where('device_id', '=', deviceId)
    .where('client_id', '=', clientId)
    .execute();
}

/**
 * The kinds written one by one (issue notes, voucher revisions), in the order sent: each one's
 * record is kept with its id. An item its write refuses gives its client id back (its row goes), so
 * the device may send it again fixed; answers those refusals by client id.
 */
async function writeOneByOne(
  trx: Trx,
  device: DeviceContext,
  assigned: Assignment,
  candidates: readonly Candidate[],
): Promise<Map<string, Refusal>> {
  const refusals = new Map<string, Refusal>();
  for (const definition of FIELD_ITEMS.values()) {
    const write = definition.write;
    if (write.mode !== 'single') continue;
    for (const { item } of candidates.filter((c) => c.definition === definition)) {
      const written = await write.write(trx, item, {
        device,
        divisionId: divisionOf(assigned, item.projectId),
      });
      if (typeof written === 'number') {
        await setRecord(trx, device.deviceId, item.clientId, written);
        continue;
      }
      refusals.set(item.clientId, written);
      await trx
        .deleteFrom('field_item')
        .where('device_id', '=', device.deviceId)
        .where('client_id', '=', item.clientId)
        .execute();
    }
  }
  return refusals;
}
