import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatchLine, type SearchRequest } from '@tac/contracts';

/** One page of the lines payroll's result file rejected in a batch, each with its reason. */
export const getRejectedLines = (batchId: number) => (request: SearchRequest) =>
  api.get<PayrollBatchLine[]>(ApiPaths.payroll.lines, {
    batchId,
    rejected: true,
    Skip: request.Skip,
    Take: request.Take,
  });
