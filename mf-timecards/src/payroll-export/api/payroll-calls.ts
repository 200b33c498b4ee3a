import { api } from '@tac/api-client';
import {
  ApiPaths,
  type PayrollBatch,
  type PayrollBatchCancel,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  type PayrollBatchProcessed,
  type PayrollBatchRequest,
  type PayrollLayout,
  type SearchRequest,
} from '@tac/contracts';
import { useApiMutation, useQuery } from '@tac/ui/server-state';

/**
 * The payroll export calls (shared/docs/payroll-export.md): each resolves to the server's answer or
 * throws its ApiError.
 */

export const PAYROLL_BATCHES_KEY = ['payroll-batches'] as const;
/** The timecard lists show each line's Integration Status, which a batch changes. */
const TIMECARDS_KEY = ['timecards'] as const;
const PAY_PERIODS_KEY = ['pay-periods'] as const;

export const previewBatch = (request: PayrollBatchRequest) =>
  api.post<PayrollBatchPreview>(ApiPaths.payroll.preview, request).then((answer) => answer.data);

export const createBatch = (request: PayrollBatchRequest) =>
  api.post<PayrollBatch>(ApiPaths.payroll.create, request);

/** One page of batches, newest first (usePagedList's Skip and Take, 1-based). */
export const getBatches = (request: SearchRequest) =>
  api.get<PayrollBatch[]>(ApiPaths.payroll.list, { Skip: request.Skip, Take: request.Take });

/** One page of the lines payroll's result file rejected in a batch, each with its reason. */
export const getRejectedLines = (batchId: number) => (request: SearchRequest) =>
  api.get<PayrollBatchLine[]>(ApiPaths.payroll.lines, {
    batchId,
    rejected: true,
    Skip: request.Skip,
    Take: request.Take,
  });

/** A batch's file in a layout: the bytes stored when it was made, the same every time. */
export const getBatchFile = (batchId: number, layout: PayrollLayout) =>
  api.getFile(ApiPaths.payroll.file, { batchId, layout });

export const markProcessed = (processed: PayrollBatchProcessed) =>
  api.post<PayrollBatch>(ApiPaths.payroll.markProcessed, processed);

export const cancelBatch = (cancel: PayrollBatchCancel) =>
  api.post<PayrollBatch>(ApiPaths.payroll.cancel, cancel);

/** What a batch of `request` would take now; asked only while `enabled` (weeks and divisions chosen). */
export const useBatchPreview = (request: PayrollBatchRequest, enabled: boolean) =>
  useQuery({
    queryKey: [...PAYROLL_BATCHES_KEY, 'preview', request],
    queryFn: () => previewBatch(request),
    enabled,
    meta: { quiet: true },
  });

/** A batch changes the batch list, the lines' Integration Status and what the next preview counts. */
const BATCH_KEYS = [PAYROLL_BATCHES_KEY, TIMECARDS_KEY, PAY_PERIODS_KEY];
export const useCreateBatch = () => useApiMutation(createBatch, BATCH_KEYS);
export const useMarkProcessed = () => useApiMutation(markProcessed, BATCH_KEYS);
export const useCancelBatch = () => useApiMutation(cancelBatch, BATCH_KEYS);
