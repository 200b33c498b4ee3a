import { pageCount } from '@tac/contracts';

/** Pages the pager offers: at least 1, so an empty list reads 'Page 1 of 1'. */
export function pagesFor(totalCount: number, pageSize: number): number {
  return Math.max(1, pageCount(totalCount, pageSize));
}

/**
 * The page numbers shown between the arrows: `width` consecutive pages around the current one,
 * shifted inward at either end so there are always `width` buttons when there are that many pages.
 */
export function pageWindow(page: number, pages: number, width = 5): number[] {
  const count = Math.min(width, pages);
  const current = Math.min(Math.max(1, page), pages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
