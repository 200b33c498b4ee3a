import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatch, type PayrollBatchCancel } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { BATCH_KEYS } from './keys.ts';

export const cancelBatch = (cancel: PayrollBatchCancel) =>
  api.post<PayrollBatch>(ApiPaths.payroll.cancel, cancel);

export const useCancelBatch = () => useApiMutation(cancelBatch, BATCH_KEYS);
