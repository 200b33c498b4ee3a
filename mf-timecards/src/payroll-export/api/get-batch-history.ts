import { api } from '@tac/api-client';
import { AuditRecordKind } from '@tac/contracts';
import { historySource } from '@tac/ui/history';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

/** A batch's History (who made, processed or cancelled it, and what), under the batches' key. */
export const batchHistory = (batchId: number) =>
  historySource(
    api.get,
    AuditRecordKind.PayrollBatch,
    batchId,
    [...PAYROLL_BATCHES_KEY, 'history'],
    `History: batch ${batchId}`,
  );
