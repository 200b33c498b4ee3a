import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatch, type PayrollBatchRequest } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { BATCH_KEYS } from './keys.ts';

export const createBatch = (request: PayrollBatchRequest) =>
  api.post<PayrollBatch>(ApiPaths.payroll.create, request);

export const useCreateBatch = () => useApiMutation(createBatch, BATCH_KEYS);
