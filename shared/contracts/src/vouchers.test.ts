import { describe, expect, it } from 'vitest';
import { isSearchWholeNumber, VoucherSearchField, voucherEmployeeName } from './vouchers.ts';

describe('voucherEmployeeName (spec 002 §2 column 6)', () => {
  it('drops the first and last underscore-separated parts', () => {
    expect(voucherEmployeeName('TAC_John Smith_07')).toBe('John Smith');
    expect(voucherEmployeeName('D_Maria_Lopez_12')).toBe('Maria_Lopez');
  });

  it('is blank when nothing lies between a first and a last part', () => {
    expect(voucherEmployeeName('TAC_07')).toBe('');
    expect(voucherEmployeeName('TABLET')).toBe('');
    expect(voucherEmployeeName('')).toBe('');
    expect(voucherEmployeeName('A__B')).toBe('');
  });
});

describe('VoucherSearchField', () => {
  it('holds no two FieldNames that differ by case alone (the server matches ignoring case)', () => {
    const names = Object.values(VoucherSearchField).map((name) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('isSearchWholeNumber (the Version box, the user id entry)', () => {
  it('takes digits within PostgreSQL integer, nothing else', () => {
    expect(isSearchWholeNumber('0')).toBe(true);
    expect(isSearchWholeNumber('2147483647')).toBe(true);
    expect(isSearchWholeNumber('2147483648')).toBe(false);
    expect(isSearchWholeNumber('12345678901')).toBe(false);
    expect(isSearchWholeNumber(' 2')).toBe(false);
    expect(isSearchWholeNumber('-1')).toBe(false);
    expect(isSearchWholeNumber('two')).toBe(false);
    expect(isSearchWholeNumber('')).toBe(false);
  });
});
