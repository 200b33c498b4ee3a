import { MAX_PAGE_ROWS, skipTakeToOffsetLimit } from '@tac/contracts';
import { ApiError } from './envelope.ts';

/** Written once in contracts; re-exported only while the reference-list modules still import it from here. */
export { SearchRequestSchema } from '@tac/contracts/schemas';

export interface OffsetLimit {
  offset: number;
  limit: number;
}

/** Reads Skip/Take as the inclusive row range [max(Skip,1), Take] (shared/docs/architecture.md "Paging rule"). */
export function pageRange(skip: number, take: number): OffsetLimit {
  const range = skipTakeToOffsetLimit(skip, take);
  if (range.limit > MAX_PAGE_ROWS) {
    throw new ApiError(400, `A request may read at most ${MAX_PAGE_ROWS} rows (Take - Skip is too large)`);
  }
  return range;
}
