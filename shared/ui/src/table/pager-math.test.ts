import { describe, expect, it } from 'vitest';
import { pagesFor, pageWindow } from './pager-math.ts';

describe('pagesFor', () => {
  it('is the ceiling of total over page size, and at least 1', () => {
    expect(pagesFor(0, 100)).toBe(1);
    expect(pagesFor(1, 100)).toBe(1);
    expect(pagesFor(100, 100)).toBe(1);
    expect(pagesFor(101, 100)).toBe(2);
    expect(pagesFor(250, 100)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('centres the current page', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('shifts inward at both ends so the width stays', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps a page outside the range', () => {
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
  });
});
