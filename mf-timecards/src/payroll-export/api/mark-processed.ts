import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatch, type PayrollBatchProcessed } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { BATCH_KEYS } from './keys.ts';

export const markProcessed = (processed: PayrollBatchProcessed) =>
  api.post<PayrollBatch>(ApiPaths.payroll.markProcessed, processed);

export const useMarkProcessed = () => useApiMutation(markProcessed, BATCH_KEYS);
