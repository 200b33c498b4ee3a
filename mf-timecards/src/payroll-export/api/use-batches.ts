import { usePagedList } from '@tac/ui/table';
import { getBatches } from './get-batches.ts';
import { PAYROLL_BATCHES_KEY } from './keys.ts';

/** Every batch kept, newest first, 25 a page; a batch write refreshes it (BATCH_KEYS). */
export function useBatches() {
  return usePagedList(PAYROLL_BATCHES_KEY, getBatches, { pageSize: 25 });
}
