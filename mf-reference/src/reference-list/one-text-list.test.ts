import { normalizeDivisionName, ReferenceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { oneTextList } from './one-text-list.ts';

const save = async () => ({ data: null, message: '', totalCount: 0 });
const listOf = (normalizeInput?: (text: string) => string) =>
  oneTextList<{ displayText: string }, 'displayText'>(
    {
      name: 'displayText',
      label: 'Material List',
      searchField: 'displayText',
      placeholder: 'Enter Material',
      messages: ReferenceMessages.materialList,
      normalizeInput,
    },
    save,
  );
const check = (displayText: string, normalizeInput?: (text: string) => string) =>
  listOf(normalizeInput).form.check({ displayText });
const refused = (message: string) => ({ ok: false, errors: { displayText: message } });

describe('oneTextList', () => {
  it('requires the text, blanks counting as empty', () => {
    expect(check('')).toEqual(refused(ReferenceMessages.materialList.required));
    expect(check('   ')).toEqual(refused(ReferenceMessages.materialList.required));
  });

  it('accepts 50 characters and refuses 51, measured after trimming, and saves the trimmed text', () => {
    expect(listOf().form.fields[0]?.maxLength).toBe(50);
    expect(check('  Gravel 3/4" ')).toEqual({ ok: true, value: 'Gravel 3/4"' });
    expect(check(` ${'x'.repeat(50)} `)).toEqual({ ok: true, value: 'x'.repeat(50) });
    expect(check('x'.repeat(51))).toEqual(refused(ReferenceMessages.materialList.tooLong));
  });

  it('checks the text as its list rewrites it while typed (Divisions: no underscores)', () => {
    expect(check('_1_00 ', normalizeDivisionName)).toEqual({ ok: true, value: '100' });
  });

  it('shows, searches and names rows by the one text', () => {
    const { columns, rowName } = listOf();
    expect(columns[0]?.search).toEqual({ fieldName: 'displayText', ariaLabel: 'Search Material List' });
    expect(rowName({ displayText: 'Sand' })).toBe('Sand');
  });
});
