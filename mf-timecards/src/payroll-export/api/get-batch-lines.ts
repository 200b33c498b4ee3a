import { api } from '@tac/api-client';
import { ApiPaths, type PayrollBatchLine, type PayrollLineSort, type SearchRequest } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useMemo } from 'react';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

/** How the batch's lines are asked for: the filter's text and the order. */
export interface BatchLinesView {
  filter: string;
  sort: PayrollLineSort;
  descending: boolean;
}

/** One page of a batch's lines as it sent them, filtered and ordered on the server. */
export const getBatchLines = (batchId: number, view: BatchLinesView) => (request: SearchRequest) =>
  api.get<PayrollBatchLine[]>(ApiPaths.payroll.lines, {
    batchId,
    ...(view.filter.trim() ? { filter: view.filter.trim() } : {}),
    sort: view.sort,
    descending: view.descending,
    Skip: request.Skip,
    Take: request.Take,
  });

/** A batch's lines, 25 a page, under the batches' key (a batch write refreshes them). */
export function useBatchLines(batchId: number, view: BatchLinesView) {
  const fetchPage = useMemo(() => getBatchLines(batchId, view), [batchId, view]);
  return usePagedList([...PAYROLL_BATCHES_KEY, 'lines', batchId, view], fetchPage, { pageSize: 25 });
}
