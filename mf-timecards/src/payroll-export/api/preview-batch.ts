import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatchPreview, type PayrollBatchRequest } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

export const previewBatch = (request: PayrollBatchRequest) =>
  api.post<PayrollBatchPreview>(ApiPaths.payroll.preview, request).then((answer) => answer.data);

/** What a batch of `request` would take now; asked only while `enabled` (weeks and divisions chosen). */
export const useBatchPreview = (request: PayrollBatchRequest, enabled: boolean) =>
  useQuery({
    queryKey: [...PAYROLL_BATCHES_KEY, 'preview', request],
    queryFn: () => previewBatch(request),
    enabled,
    meta: { quiet: true },
  });
