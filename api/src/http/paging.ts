import { skipTakeToOffsetLimit } from '@tac/contracts';
import { Type } from 'typebox';
import { ApiError } from './envelope.ts';
import { INT32_MAX } from './schemas.ts';

/** The most rows one request may ask for; pages are 100, so this only stops runaway requests. */
export const MAX_PAGE_ROWS = 1000;

export const SearchTextEntrySchema = Type.Object({
  FieldName: Type.String({ maxLength: 100 }),
  Value: Type.String({ maxLength: 200 }),
});

/** Paged list request (spec 000 §3 "Search request"); SearchText may be left out. */
export const SearchRequestSchema = Type.Object({
  SearchText: Type.Optional(Type.Array(SearchTextEntrySchema, { maxItems: 20 })),
  Skip: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'First row, 1-based (0 reads as 1)' }),
  Take: Type.Integer({ minimum: 0, maximum: INT32_MAX, description: 'Last row, 1-based, inclusive' }),
});

export interface OffsetLimit {
  offset: number;
  limit: number;
}

/** Reads Skip/Take as the inclusive row range [max(Skip,1), Take] (ARCHITECTURE.md paging rule). */
export function pageRange(skip: number, take: number): OffsetLimit {
  const range = skipTakeToOffsetLimit(skip, take);
  if (range.limit > MAX_PAGE_ROWS) {
    throw new ApiError(400, `A request may read at most ${MAX_PAGE_ROWS} rows (Take - Skip is too large)`);
  }
  return range;
}
