import { describe, expect, it } from 'vitest';
import { draftsFrom, sameSearch, searchEntries } from './search-entries.ts';

describe('searchEntries', () => {
  it('sends boxes with text, trimmed, in column order', () => {
    expect(searchEntries(['Name', 'Code'], { Code: ' 12 ', Name: 'gra' })).toEqual([
      { FieldName: 'Name', Value: 'gra' },
      { FieldName: 'Code', Value: '12' },
    ]);
  });

  it('leaves out empty and blank boxes', () => {
    expect(searchEntries(['Name', 'Code'], { Name: '   ' })).toEqual([]);
  });

  it('round-trips through drafts and compares by value', () => {
    const entries = [{ FieldName: 'Name', Value: 'x' }];
    expect(searchEntries(['Name'], draftsFrom(entries))).toEqual(entries);
    expect(sameSearch(entries, [{ FieldName: 'Name', Value: 'x' }])).toBe(true);
    expect(sameSearch(entries, [])).toBe(false);
  });
});
