import { describe, expect, it } from 'vitest';
import { pageAfterDelete, pageCount, pageToSkipTake, skipTakeToOffsetLimit } from './paging.ts';

describe('page math (spec 000 §9)', () => {
  it('page 1 is Skip 0 / Take 100, page n is Skip (n-1)*100+1 / Take n*100', () => {
    expect(pageToSkipTake(1)).toEqual({ Skip: 0, Take: 100 });
    expect(pageToSkipTake(2)).toEqual({ Skip: 101, Take: 200 });
    expect(pageToSkipTake(50)).toEqual({ Skip: 4901, Take: 5000 });
  });

  it('page count is the ceiling of totalCount / 100', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
  });

  it('the server reads Skip/Take as the inclusive row range [max(Skip,1), Take]', () => {
    expect(skipTakeToOffsetLimit(0, 100)).toEqual({ offset: 0, limit: 100 });
    expect(skipTakeToOffsetLimit(101, 200)).toEqual({ offset: 100, limit: 100 });
    expect(skipTakeToOffsetLimit(5, 3)).toEqual({ offset: 4, limit: 0 });
  });

  it('walking every page with the client numbers covers each row exactly once', () => {
    const total = 250;
    const seen: number[] = [];
    for (let page = 1; page <= pageCount(total); page++) {
      const { Skip, Take } = pageToSkipTake(page);
      const { offset, limit } = skipTakeToOffsetLimit(Skip, Take);
      for (let row = offset; row < Math.min(offset + limit, total); row++) seen.push(row);
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });

  it('steps back a page when the current page became empty after a delete', () => {
    expect(pageAfterDelete(2, 100)).toBe(1);
    expect(pageAfterDelete(2, 101)).toBe(2);
    expect(pageAfterDelete(1, 0)).toBe(1);
  });
});
