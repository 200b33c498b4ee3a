import { sql } from 'kysely';
import { auditAlso, type Trx } from '../../db/audit.ts';
import { isoUtc } from '../../db/iso-utc.ts';

/** One revision as its History shows it: what the device sent, each line list as one readable text. */
interface RevisionFields {
  version: number;
  syncedAt: string;
  submittedMode: string;
  notes: string;
  signerName: string;
  companySignerName: string;
  labour: string;
  materials: string;
  equipment: string;
}

/**
 * The revision `revisionId` and the one before it (by version) of the same voucher, newest first:
 * a revision's row shows what it changed from the revision before it.
 */
async function revisionAndPrevious(trx: Trx, revisionId: number) {
  const { rows } = await sql<RevisionFields & { voucherId: number }>`
    with this as (select voucher_id, version from tm_voucher_revision where id = ${revisionId})
    select r.voucher_id as "voucherId", r.version, ${isoUtc(sql`r.synced_at`)} as "syncedAt",
      r.submitted_mode as "submittedMode", r.notes, r.signer_name as "signerName",
      r.company_signer_name as "companySignerName",
      (select coalesce(string_agg(e.employee_number || ' ' || l.pay_code || ' ' || l.hours::text || ' h', '; '
        order by l.id), '') from tm_voucher_labour l join employee e on e.id = l.employee_id
        where l.revision_id = r.id) as labour,
      (select coalesce(string_agg(m.material_name || ' ' || m.quantity::text || rtrim(' ' || m.unit), '; '
        order by m.id), '') from tm_voucher_material m where m.revision_id = r.id) as materials,
      (select coalesce(string_agg(q.equipment_name || ' ' || q.hours::text || ' h', '; ' order by q.id), '')
        from tm_voucher_equipment q where q.revision_id = r.id) as equipment
    from tm_voucher_revision r join this on r.voucher_id = this.voucher_id and r.version <= this.version
    order by r.version desc
    limit 2`.execute(trx);
  const voucherId = rows[0]?.voucherId;
  if (voucherId === undefined) throw new Error(`No voucher revision ${revisionId}`);
  const [revision, previous] = rows.map(({ voucherId: _v, ...fields }): RevisionFields => fields);
  return { voucherId, revision, previous };
}

/**
 * A voucher's History (shared/docs/remotes/vouchers.md "History"): each write of a voucher is an
 * audit row on the voucher (entity 'voucher', its id), in the write's transaction. Devices make
 * them, and a device is no console user, so the rows have none. A revision's row: before, the
 * revision before it; after, this one.
 */
export async function auditRevision(trx: Trx, revisionId: number): Promise<void> {
  const { voucherId, revision, previous } = await revisionAndPrevious(trx, revisionId);
  await auditAlso(trx, null, {
    action: 'revision',
    entity: 'voucher',
    entityId: voucherId,
    before: previous ?? null,
    after: revision,
  });
}

/** The audit row of a photo or signature uploaded for a revision. */
export async function auditRevisionImage(
  trx: Trx,
  revisionId: number,
  image: { name: string; mime: string; content: Uint8Array },
  purpose: 'photo' | 'signature',
): Promise<void> {
  const revision = await trx
    .selectFrom('tm_voucher_revision')
    .select(['voucher_id', 'version', 'signer_name'])
    .where('id', '=', revisionId)
    .executeTakeFirstOrThrow();
  const upload = {
    version: revision.version,
    name: image.name,
    type: image.mime,
    bytes: image.content.length,
  };
  await auditAlso(trx, null, {
    action: purpose,
    entity: 'voucher',
    entityId: revision.voucher_id,
    before: null,
    after: purpose === 'signature' ? { ...upload, signerName: revision.signer_name } : upload,
  });
}
