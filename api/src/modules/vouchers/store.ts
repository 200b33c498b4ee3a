import {
  type CalendarDate,
  VoucherLifecycleMessages,
  VoucherMove,
  VoucherStatus,
  type VoucherSubmittedMode,
} from '@tac/contracts';
import { type Insertable, sql } from 'kysely';
import type { Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { VoucherAttachmentTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { checkImage } from '../../images/image-content.ts';
import { pdfImageType } from '../../pdf/index.ts';
import { deviceMoves, lockVoucher } from './lifecycle.ts';
import { auditRevision, auditRevisionImage } from './revision-audit.ts';

/** One submission of a voucher from its device: the data a revision and its PDF are made of. */
export interface VoucherRevisionData {
  syncedAt: Date;
  submittedMode: VoucherSubmittedMode;
  notes?: string;
  labour: readonly { employeeId: number; payCode: string; hours: number }[];
  /** materialId: the Material List entry; its name is copied onto the line. */
  materials?: readonly { materialId: number; quantity: number; unit?: string }[];
  /** equipmentId: the Equipment List entry; its name is copied onto the line. */
  equipment?: readonly { equipmentId: number; hours: number }[];
  signature?: { signerName: string; signedAt: Date; image: Uint8Array };
  attachments?: readonly { name: string; content: Uint8Array }[];
  /** Its number as the device gave it (one a voucher); without one, numbered in order. */
  version?: number;
  /** When the device recorded it (syncedAt without one): the newest recorded is the voucher's current revision. */
  recordedAt?: Date;
}

/** A voucher with its revisions, version 1 first. */
export interface NewVoucher {
  voucherNumber: string;
  deviceId: number;
  projectId: number;
  taskId: number;
  /** The work day the voucher is for. */
  createdDate: CalendarDate;
  revisions: readonly VoucherRevisionData[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row. */
const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The attachments as stored (their type read from their bytes), or a throw naming the refused one. */
function checkedRevision(revision: VoucherRevisionData) {
  const attachments = (revision.attachments ?? []).map((attachment) => {
    const check = checkImage(attachment.content);
    if (!check.ok) throw new Error(`Attachment ${attachment.name}: ${check.reason}`);
    return { ...attachment, mime: check.mime };
  });
  const { signature } = revision;
  if (signature && (!checkImage(signature.image).ok || !pdfImageType(signature.image))) {
    throw new Error('The signature must be a PNG or JPEG image');
  }
  if (signature && signature.signerName.trim() === '') throw new Error('A signature needs its signer name');
  return { ...revision, attachments };
}

type CheckedRevision = ReturnType<typeof checkedRevision>;

const keyOf = (v: { device_id: number; project_id: number; task_id: number; voucher_number: string }) =>
  `${v.device_id}/${v.project_id}/${v.task_id}/${v.voucher_number}`;

/**
 * Stores new vouchers with all their revisions in one transaction: each revision with its lines and
 * attachments, and on each voucher the copy of its latest revision's fields the list shows.
 * Attachments and signatures are checked by content (PNG, JPEG or WebP; a signature PNG or JPEG,
 * as a PDF embeds it): a refused one throws and nothing is kept. A voucher that already exists
 * (same device, project, task code and number) is refused by the unique key. Set-based (a few
 * INSERTs for any number of vouchers), so the demo seed stays quick. Returns each voucher's
 * revision ids (the wire's TMVoucherID), version 1 first.
 *
 * The demo seed and tests put vouchers in the database this way; it is no HTTP route and writes no
 * audit row, as a seed writes none. A device's revisions come through storeDeviceRevision, whose
 * every write is on the voucher's History (revision-audit.ts).
 */
export async function insertVouchers(db: Db, vouchers: readonly NewVoucher[]): Promise<number[][]> {
  const checked = vouchers.map((voucher) => {
    if (voucher.revisions.length === 0) throw new Error(`Voucher ${voucher.voucherNumber} has no revision`);
    return { ...voucher, revisions: voucher.revisions.map(checkedRevision) };
  });
  return db.transaction().execute((trx) => writeVouchers(trx, checked));
}

async function writeVouchers(
  trx: Trx,
  vouchers: readonly (Omit<NewVoucher, 'revisions'> & { revisions: CheckedRevision[] })[],
): Promise<number[][]> {
  if (vouchers.length === 0) return [];
  const divisionOf = await divisions(
    trx,
    vouchers.map((v) => v.projectId),
  );
  const materialName = await names(
    trx,
    'material',
    vouchers.flatMap((v) => v.revisions.flatMap((r) => (r.materials ?? []).map((m) => m.materialId))),
  );
  const equipmentName = await names(
    trx,
    'equipment',
    vouchers.flatMap((v) => v.revisions.flatMap((r) => (r.equipment ?? []).map((e) => e.equipmentId))),
  );

  const voucherIds = new Map<string, number>();
  await insertChunked(vouchers, async (chunk) => {
    const rows = await trx
      .insertInto('tm_voucher')
      .values(
        chunk.map((voucher) => {
          const latest = voucher.revisions[voucher.revisions.length - 1] as CheckedRevision;
          return {
            voucher_number: voucher.voucherNumber,
            device_id: voucher.deviceId,
            project_id: voucher.projectId,
            task_id: voucher.taskId,
            division_id: required(divisionOf, voucher.projectId, 'project'),
            created_date: voucher.createdDate,
            version: latest.version ?? voucher.revisions.length,
            synced_at: latest.syncedAt,
            submitted_mode: latest.submittedMode,
            has_signature: !!latest.signature,
            has_attachment: latest.attachments.length > 0,
            // As migration 0074 derived it: the customer's signature on the current revision verifies it.
            status: latest.signature ? VoucherStatus.FieldVerified : VoucherStatus.InProgress,
          };
        }),
      )
      .returning(['id', 'device_id', 'project_id', 'task_id', 'voucher_number'])
      .execute();
    for (const row of rows) voucherIds.set(keyOf(row), row.id);
  });
  const voucherIdOf = (v: Omit<NewVoucher, 'revisions'>) =>
    voucherIds.get(
      keyOf({
        device_id: v.deviceId,
        project_id: v.projectId,
        task_id: v.taskId,
        voucher_number: v.voucherNumber,
      }),
    ) as number;

  const revisions = vouchers.flatMap((voucher) =>
    voucher.revisions.map((revision, i) => ({
      voucherId: voucherIdOf(voucher),
      version: revision.version ?? i + 1,
      revision,
    })),
  );
  const revisionIds = new Map<string, number>();
  await insertChunked(revisions, async (chunk) => {
    const rows = await trx
      .insertInto('tm_voucher_revision')
      .values(
        chunk.map(({ voucherId, version, revision }) => ({
          voucher_id: voucherId,
          version,
          synced_at: revision.syncedAt,
          recorded_at: revision.recordedAt ?? revision.syncedAt,
          submitted_mode: revision.submittedMode,
          notes: revision.notes ?? '',
          signer_name: revision.signature?.signerName.trim() ?? '',
          signed_at: revision.signature?.signedAt ?? null,
          signature: revision.signature?.image ?? null,
        })),
      )
      .returning(['id', 'voucher_id', 'version'])
      .execute();
    for (const row of rows) revisionIds.set(`${row.voucher_id}/${row.version}`, row.id);
  });
  const idOf = (voucherId: number, version: number) => revisionIds.get(`${voucherId}/${version}`) as number;

  const lines = revisions.map(({ voucherId, version, revision }) => ({
    id: idOf(voucherId, version),
    revision,
  }));
  await insertChunked(
    lines.flatMap(({ id, revision }) =>
      revision.labour.map((l) => ({
        revision_id: id,
        employee_id: l.employeeId,
        pay_code: l.payCode,
        hours: l.hours,
      })),
    ),
    (chunk) => trx.insertInto('tm_voucher_labour').values(chunk).execute(),
  );
  await insertChunked(
    lines.flatMap(({ id, revision }) =>
      (revision.materials ?? []).map((m) => ({
        revision_id: id,
        material_id: m.materialId,
        material_name: required(materialName, m.materialId, 'material'),
        quantity: m.quantity,
        unit: m.unit ?? '',
      })),
    ),
    (chunk) => trx.insertInto('tm_voucher_material').values(chunk).execute(),
  );
  await insertChunked(
    lines.flatMap(({ id, revision }) =>
      (revision.equipment ?? []).map((e) => ({
        revision_id: id,
        equipment_id: e.equipmentId,
        equipment_name: required(equipmentName, e.equipmentId, 'equipment'),
        hours: e.hours,
      })),
    ),
    (chunk) => trx.insertInto('tm_voucher_equipment').values(chunk).execute(),
  );
  await insertChunked(
    lines.flatMap(({ id, revision }) =>
      revision.attachments.map(
        (a): Insertable<VoucherAttachmentTable> => ({
          revision_id: id,
          name: a.name,
          mime: a.mime,
          content: a.content,
        }),
      ),
    ),
    (chunk) => trx.insertInto('tm_voucher_attachment').values(chunk).execute(),
  );

  const ids = [...voucherIds.values()];
  await insertChunked(ids, (chunk) =>
    trx
      .updateTable('tm_voucher as v')
      .from('tm_voucher_revision as r')
      .set((eb) => ({ latest_revision_id: eb.ref('r.id') }))
      .whereRef('r.voucher_id', '=', 'v.id')
      .whereRef('r.version', '=', 'v.version')
      .where('v.id', 'in', chunk)
      .execute(),
  );
  return vouchers.map((voucher) => {
    const voucherId = voucherIdOf(voucher);
    return voucher.revisions.map((revision, i) => idOf(voucherId, revision.version ?? i + 1));
  });
}

/** Each project's division, by project id. */
async function divisions(trx: Trx, ids: readonly number[]): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await trx
    .selectFrom('project')
    .select(['id', 'division_id'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.division_id]));
}

/** Each Material or Equipment List entry's name as it is now, by id. */
async function names(
  trx: Trx,
  table: 'material' | 'equipment',
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await trx.selectFrom(table).select(['id', 'display_text']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.display_text]));
}

function required<T>(values: Map<number, T>, id: number, what: string): T {
  if (!values.has(id)) throw new Error(`No ${what} with id ${id}`);
  return values.get(id) as T;
}

/**
 * One revision pushed by a device (modules/field), inside the caller's transaction: a new voucher, or
 * another revision of the voucher with the same device, project, task code and number (locked, so two
 * pushes racing meet one after the other, a new voucher's included: lockedVoucher). Its version is the device's number for it (without one,
 * the next after the highest). The voucher's current revision is the newest recorded, whatever order
 * revisions arrive in (shared/docs/field-sync.md "Push"). Its signature and attachments arrive later,
 * each on its own (attachRevisionImage). A new current revision voids the previous one's signatures
 * and status (lifecycle.ts deviceMoves). Returns the revision id, or why nothing was written: the
 * voucher has a revision of that number already ('taken'), or is Closed ('closed').
 */
export async function storeDeviceRevision(
  trx: Trx,
  voucher: Omit<NewVoucher, 'revisions'>,
  revision: Omit<VoucherRevisionData, 'signature' | 'attachments'>,
  signing: DeviceSigning = {},
): Promise<number | 'taken' | 'closed'> {
  const stored = await storeRevisionRows(trx, voucher, revision);
  if (typeof stored === 'string') return stored;
  const { id, voucherId, current } = stored;
  // The signers are named with the revision; the customer's signature image comes with its upload.
  const signerName = signing.signerName?.trim() ?? '';
  const companySignerName = signing.companySignerName?.trim() ?? '';
  if (signerName || companySignerName) {
    await trx
      .updateTable('tm_voucher_revision')
      .set({ signer_name: signerName, company_signer_name: companySignerName })
      .where('id', '=', id)
      .execute();
  }
  await auditRevision(trx, id);
  // Only the current revision moves the status: one that arrives late, behind a newer one, does not.
  if (current) {
    const rejected = signing.customerRejectedReason?.trim() ?? '';
    await deviceMoves(trx, voucherId, [
      { move: companySignerName ? VoucherMove.ReviseCompanySigned : VoucherMove.Revise },
      ...(rejected ? [{ move: VoucherMove.CustomerReject, details: { reason: rejected } }] : []),
    ]);
  }
  return id;
}

/** Who signed a pushed revision on the device, or the customer's refusal to. */
export interface DeviceSigning {
  /** The customer's signee; their signature image is the revision's upload. */
  signerName?: string;
  /** The company's signee who signed on the device: the revision arrives Ready for Review. */
  companySignerName?: string;
  /** The customer refused to sign, for this reason: the voucher becomes Rejected. */
  customerRejectedReason?: string;
}

/** The voucher with this device, project, task code and number, locked until the transaction ends. */
function selectLocked(trx: Trx, voucher: Omit<NewVoucher, 'revisions'>) {
  return trx
    .selectFrom('tm_voucher')
    .select(['id', 'latest_revision_id', 'status'])
    .where('device_id', '=', voucher.deviceId)
    .where('project_id', '=', voucher.projectId)
    .where('task_id', '=', voucher.taskId)
    .where('voucher_number', '=', voucher.voucherNumber)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The voucher a device revision belongs to, locked; made first when there is none yet, with no
 * revision (the revision's write then makes itself current). Two pushes making the same new voucher
 * at once (a retry on a second connection) cannot both see it missing and both insert it: the insert
 * skips a key another transaction holds, waiting for it to commit, and the read after it (a new
 * statement, so it sees that commit) finds the voucher the other push made, to add to or refuse by
 * revision number as any later push would.
 */
async function lockedVoucher(
  trx: Trx,
  voucher: Omit<NewVoucher, 'revisions'>,
  revision: Omit<VoucherRevisionData, 'signature' | 'attachments'>,
): Promise<{ id: number; latest_revision_id: number | null; status: string | null }> {
  const found = await selectLocked(trx, voucher);
  if (found) return found;
  const made = await trx
    .insertInto('tm_voucher')
    .values((eb) => ({
      voucher_number: voucher.voucherNumber,
      device_id: voucher.deviceId,
      project_id: voucher.projectId,
      task_id: voucher.taskId,
      division_id: eb.selectFrom('project').select('division_id').where('id', '=', voucher.projectId),
      created_date: voucher.createdDate,
      synced_at: revision.syncedAt,
      submitted_mode: revision.submittedMode,
      status: VoucherStatus.InProgress,
      status_changed_at: sql<Date>`now()`,
    }))
    .onConflict((oc) => oc.constraint('tm_voucher_key').doNothing())
    .returning(['id', 'latest_revision_id', 'status'])
    .executeTakeFirst();
  if (made) return made;
  const madeByAnother = await selectLocked(trx, voucher);
  if (!madeByAnother) throw new Error(`Voucher ${voucher.voucherNumber} was neither found nor made`);
  return madeByAnother;
}

async function storeRevisionRows(
  trx: Trx,
  voucher: Omit<NewVoucher, 'revisions'>,
  revision: Omit<VoucherRevisionData, 'signature' | 'attachments'>,
): Promise<{ id: number; voucherId: number; current: boolean } | 'taken' | 'closed'> {
  const existing = await lockedVoucher(trx, voucher, revision);
  // One with no status stored gets it now, before this revision resets what it is read from.
  const status = existing.status ?? (await lockVoucher(trx, existing.id)).status;
  // A closed voucher is billed and read-only: it takes no revision until the office reopens it.
  if (status === VoucherStatus.Closed) return 'closed';
  const numbers = await trx
    .selectFrom('tm_voucher_revision')
    .select((eb) => [
      eb.fn.max('version').as('highest'),
      eb.fn
        .countAll<number>()
        .filterWhere('version', '=', revision.version ?? 0)
        .as('taken'),
    ])
    .where('voucher_id', '=', existing.id)
    .executeTakeFirstOrThrow();
  if (Number(numbers.taken) > 0) return 'taken';
  const version = revision.version ?? (numbers.highest ?? 0) + 1;
  const recordedAt = revision.recordedAt ?? revision.syncedAt;
  const { id } = await trx
    .insertInto('tm_voucher_revision')
    .values({
      voucher_id: existing.id,
      version,
      synced_at: revision.syncedAt,
      recorded_at: recordedAt,
      submitted_mode: revision.submittedMode,
      notes: revision.notes ?? '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const materialName = await names(
    trx,
    'material',
    (revision.materials ?? []).map((m) => m.materialId),
  );
  const equipmentName = await names(
    trx,
    'equipment',
    (revision.equipment ?? []).map((e) => e.equipmentId),
  );
  if (revision.labour.length > 0) {
    await trx
      .insertInto('tm_voucher_labour')
      .values(
        revision.labour.map((l) => ({
          revision_id: id,
          employee_id: l.employeeId,
          pay_code: l.payCode,
          hours: l.hours,
        })),
      )
      .execute();
  }
  if (revision.materials?.length) {
    await trx
      .insertInto('tm_voucher_material')
      .values(
        revision.materials.map((m) => ({
          revision_id: id,
          material_id: m.materialId,
          material_name: required(materialName, m.materialId, 'material'),
          quantity: m.quantity,
          unit: m.unit ?? '',
        })),
      )
      .execute();
  }
  if (revision.equipment?.length) {
    await trx
      .insertInto('tm_voucher_equipment')
      .values(
        revision.equipment.map((e) => ({
          revision_id: id,
          equipment_id: e.equipmentId,
          equipment_name: required(equipmentName, e.equipmentId, 'equipment'),
          hours: e.hours,
        })),
      )
      .execute();
  }
  // Current only when recorded after the current one (the higher number breaks a tie): a revision
  // that arrives late, after a retry, never replaces a newer one.
  const current = await trx
    .selectFrom('tm_voucher_revision')
    .select(['recorded_at', 'version'])
    .where('id', '=', existing.latest_revision_id ?? 0)
    .executeTakeFirst();
  const newer =
    !current ||
    recordedAt.getTime() > new Date(current.recorded_at).getTime() ||
    (recordedAt.getTime() === new Date(current.recorded_at).getTime() && version > current.version);
  if (newer) {
    await trx
      .updateTable('tm_voucher')
      .set({
        version,
        latest_revision_id: id,
        synced_at: revision.syncedAt,
        submitted_mode: revision.submittedMode,
        has_signature: false,
        has_attachment: false,
      })
      .where('id', '=', existing.id)
      .execute();
  }
  return { id, voucherId: existing.id, current: newer };
}

/**
 * A photo or the signature of a revision a device pushed, checked by content already (a signature
 * needs the signer named with the revision: the table's check); the voucher's list flags follow when
 * the revision is its latest.
 */
export async function attachRevisionImage(
  trx: Trx,
  revisionId: number,
  image: { name: string; mime: string; content: Uint8Array },
  purpose: 'photo' | 'signature',
): Promise<void> {
  const { voucher_id: voucherId } = await trx
    .selectFrom('tm_voucher_revision')
    .select('voucher_id')
    .where('id', '=', revisionId)
    .executeTakeFirstOrThrow();
  // Locked (a close and a signature at once meet one after the other), its status stored before the
  // signature flag it may be read from changes.
  const { status } = await lockVoucher(trx, voucherId);
  if (purpose === 'signature' && status === VoucherStatus.Closed)
    throw new ApiError(409, VoucherLifecycleMessages.closedSignature);
  if (purpose === 'signature') {
    await trx
      .updateTable('tm_voucher_revision')
      .set({ signature: image.content, signed_at: new Date() })
      .where('id', '=', revisionId)
      .execute();
  } else {
    await trx
      .insertInto('tm_voucher_attachment')
      .values({ revision_id: revisionId, ...image })
      .execute();
  }
  await trx
    .updateTable('tm_voucher')
    .set(purpose === 'signature' ? { has_signature: true } : { has_attachment: true })
    .where('latest_revision_id', '=', revisionId)
    .execute();
  await auditRevisionImage(trx, revisionId, image, purpose);
  const current = await trx
    .selectFrom('tm_voucher')
    .select('id')
    .where('id', '=', voucherId)
    .where('latest_revision_id', '=', revisionId)
    .executeTakeFirst();
  // The customer's signature on the current revision verifies the ticket in the field.
  if (purpose === 'signature' && current)
    await deviceMoves(trx, voucherId, [{ move: VoucherMove.CustomerSign }]);
}
