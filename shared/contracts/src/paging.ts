/** Spec 000 §9: page size (Take) is 100. */
export const PAGE_SIZE = 100;

/**
 * The most rows the API reads in one request; screens page by 100, so this stops runaway requests,
 * and a client that must read a whole list (e.g. every active project) asks for this many at a time.
 */
export const MAX_PAGE_ROWS = 1000;

/**
 * Skip/Take the client sends for a 1-based page: page 1 is Skip 0 / Take 100, page n is
 * Skip (n-1)*100+1 / Take n*100 (spec 000 §9).
 */
export function pageToSkipTake(page: number, size: number = PAGE_SIZE): { Skip: number; Take: number } {
  const p = Math.max(1, Math.floor(page));
  return p === 1 ? { Skip: 0, Take: size } : { Skip: (p - 1) * size + 1, Take: p * size };
}

/** Number of pages: the ceiling of totalCount over the page size (0 for an empty list). */
export function pageCount(totalCount: number, size: number = PAGE_SIZE): number {
  return totalCount > 0 ? Math.ceil(totalCount / size) : 0;
}

/**
 * How the server reads Skip/Take (shared/docs/architecture.md "Paging rule"): the 1-based inclusive row range
 * [max(Skip,1), Take], returned as SQL offset and limit. Walking all pages returns each row once.
 */
export function skipTakeToOffsetLimit(skip: number, take: number): { offset: number; limit: number } {
  const first = Math.max(skip, 1);
  return { offset: first - 1, limit: Math.max(0, take - first + 1) };
}

/** The page to show after a delete: one back when the current page no longer exists. */
export function pageAfterDelete(page: number, totalCountAfter: number, size: number = PAGE_SIZE): number {
  const pages = pageCount(totalCountAfter, size);
  return Math.max(1, Math.min(page, pages));
}

/** PostgreSQL's integer range: a larger id or row number would fail in the database (a 500) instead of a 400. */
export const INT32_MAX = 2_147_483_647;
