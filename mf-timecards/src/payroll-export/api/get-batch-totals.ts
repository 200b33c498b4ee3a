import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatchTotals } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

export const getBatchTotals = (batchId: number, filter: string) =>
  api
    .get<PayrollBatchTotals>(ApiPaths.payroll.totals, {
      batchId,
      ...(filter.trim() ? { filter: filter.trim() } : {}),
    })
    .then((answer) => answer.data);

/** The lines the filter keeps, totalled by employee and by pay code (shown inline when it fails). */
export const useBatchTotals = (batchId: number, filter: string) =>
  useQuery({
    queryKey: [...PAYROLL_BATCHES_KEY, 'totals', batchId, filter.trim()],
    queryFn: () => getBatchTotals(batchId, filter),
    meta: { quiet: true },
  });
