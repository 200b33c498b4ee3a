import { describe, expect, it } from 'vitest';
import { VoucherSearchField, voucherEmployeeName } from './vouchers.ts';

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
