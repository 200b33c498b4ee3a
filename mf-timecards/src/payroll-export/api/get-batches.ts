import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatch, type SearchRequest } from '@tac/contracts';

/** One page of batches, newest first (usePagedList's Skip and Take, 1-based). */
export const getBatches = (request: SearchRequest) =>
  api.get<PayrollBatch[]>(ApiPaths.payroll.list, { Skip: request.Skip, Take: request.Take });
