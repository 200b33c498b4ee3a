import { describe, expect, it } from 'vitest';
import { fieldChanges, NO_VALUE, valueText } from './diff.ts';

describe('fieldChanges', () => {
  it('lists only the fields that changed, in the record’s order', () => {
    expect(
      fieldChanges(
        { name: 'Crew A', status: 'Active', hours: 8 },
        { name: 'Crew B', status: 'Active', hours: 9 },
      ),
    ).toEqual([
      { field: 'name', before: 'Crew A', after: 'Crew B' },
      { field: 'hours', before: '8', after: '9' },
    ]);
  });

  it('shows a created record’s fields against no value, and a deleted one’s the other way', () => {
    expect(fieldChanges(null, { name: 'X', active: true })).toEqual([
      { field: 'name', before: NO_VALUE, after: 'X' },
      { field: 'active', before: NO_VALUE, after: 'true' },
    ]);
    expect(fieldChanges({ name: 'X' }, null)).toEqual([{ field: 'name', before: 'X', after: NO_VALUE }]);
  });

  it('keeps empty text, nested values and bare values readable', () => {
    expect(fieldChanges({ note: '' }, { note: 'late' })).toEqual([
      { field: 'note', before: '""', after: 'late' },
    ]);
    expect(fieldChanges({ ids: [1, 2] }, { ids: [1, 3] })).toEqual([
      { field: 'ids', before: '[1,2]', after: '[1,3]' },
    ]);
    expect(fieldChanges(3, 4)).toEqual([{ field: 'value', before: '3', after: '4' }]);
    expect(valueText(undefined)).toBe(NO_VALUE);
  });
});
