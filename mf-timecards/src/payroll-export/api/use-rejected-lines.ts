import { usePagedList } from '@tac/ui/table';
import { useMemo } from 'react';
import { getRejectedLines } from './get-rejected-lines.ts';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

/** The lines payroll rejected in one batch, 25 a page, under the batches' key: a batch write refreshes them. */
export function useRejectedLines(batchId: number) {
  const fetchPage = useMemo(() => getRejectedLines(batchId), [batchId]);
  return usePagedList([...PAYROLL_BATCHES_KEY, 'rejected', batchId], fetchPage, { pageSize: 25 });
}
