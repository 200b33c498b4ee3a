import { VoucherLifecycleMessages } from '@tac/contracts';
import { FieldVoucherItemSchema } from '@tac/contracts/schemas';
import { ApiError } from '../../../http/envelope.ts';
import { attachRevisionImage, storeDeviceRevision } from '../../vouchers/index.ts';
import { defineFieldItem, knownPayCodes, knownTask, refuse } from './definition.ts';

/**
 * One revision of a T&M voucher (stored by the vouchers module): its labour, materials and
 * equipment, and the signer's name when the device may take signatures; the signature image and
 * photos come as its uploads. The device numbers its revisions and says when it recorded each: the
 * newest recorded is the voucher's current one, whatever order they arrive in.
 */
export default defineFieldItem({
  kind: 'voucher',
  schema: FieldVoucherItemSchema,
  employees: (item) => ({ field: 'labour.employeeId', ids: item.labour.map((l) => l.employeeId) }),
  checks: [
    knownTask(),
    knownPayCodes('labour.payCode', (item) => item.labour.map((l) => l.payCode)),
    (item, { assigned }) =>
      (item.materials ?? []).some((m) => !assigned.materials.has(m.materialId))
        ? refuse('materials.materialId', 'materialId: no such material', 'unknown_reference')
        : undefined,
    (item, { assigned }) =>
      (item.equipment ?? []).some((e) => !assigned.equipment.has(e.equipmentId))
        ? refuse('equipment.equipmentId', 'equipmentId: no such equipment', 'unknown_reference')
        : undefined,
    (item, { device }) =>
      item.signerName && !device.allowSignature
        ? refuse('signerName', 'signerName: this device is not allowed to take T&M signatures', 'not_allowed')
        : undefined,
    (item, { device }) =>
      item.companySignerName && !device.allowSignature
        ? refuse(
            'companySignerName',
            'companySignerName: this device is not allowed to take T&M signatures',
            'not_allowed',
          )
        : undefined,
    (item) =>
      item.customerRejectedReason !== undefined && !item.customerRejectedReason.trim()
        ? refuse('customerRejectedReason', VoucherLifecycleMessages.missing.customerReject, 'invalid')
        : undefined,
    (item) =>
      item.customerRejectedReason?.trim() && item.signerName?.trim()
        ? refuse(
            'customerRejectedReason',
            'customerRejectedReason: a revision the customer refused to sign names no customer signer',
            'invalid',
          )
        : undefined,
  ],
  write: {
    mode: 'single',
    write: async (trx, v, { device }) => {
      const revisionId = await storeDeviceRevision(
        trx,
        {
          voucherNumber: v.voucherNumber,
          deviceId: device.deviceId,
          projectId: v.projectId,
          taskId: v.taskId,
          createdDate: v.day,
        },
        {
          syncedAt: new Date(),
          version: v.revision,
          recordedAt: v.recordedAt === undefined ? undefined : new Date(v.recordedAt),
          submittedMode: v.submittedMode,
          notes: v.notes,
          labour: v.labour,
          materials: v.materials,
          equipment: v.equipment,
        },
        {
          signerName: v.signerName,
          companySignerName: v.companySignerName,
          customerRejectedReason: v.customerRejectedReason,
        },
      );
      if (revisionId === 'closed')
        return refuse('voucherNumber', VoucherLifecycleMessages.closedRevision(v.voucherNumber), 'closed');
      if (revisionId === 'taken')
        return refuse(
          'revision',
          `revision: voucher ${v.voucherNumber} has a revision ${v.revision} already`,
          'taken',
        );
      return revisionId;
    },
  },
  attachments: {
    purposes: ['photo', 'signature'],
    async store(trx, { recordId, purpose, file }) {
      if (purpose === 'signature') {
        const revision = await trx
          .selectFrom('tm_voucher_revision')
          .select('signer_name')
          .where('id', '=', recordId)
          .executeTakeFirstOrThrow();
        if (revision.signer_name === '')
          throw new ApiError(400, 'signerName: a signature needs the signer named in the voucher');
      }
      await attachRevisionImage(trx, recordId, file, purpose === 'signature' ? 'signature' : 'photo');
    },
  },
});
