import { voucherEmployeeName } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatDifference,
  listSearch,
  pageOf,
  projectLabel,
  revisionKey,
  revisionSearch,
  signatureFilterValue,
  signatureSelection,
  taskCodeLabel,
  voucherQueryDates,
} from './rules.ts';

describe('date range (spec 002 §7); its check and default are @tac/contracts date-range.ts', () => {
  it('sends the days as dd-MM-yyyy with a time, the To day to its end', () => {
    expect(voucherQueryDates({ from: '2026-11-02', to: '2026-11-19' })).toEqual({
      fromDate: '02-11-2026 00:00:00',
      toDate: '19-11-2026 23:59:59',
    });
  });
});

describe('signature filter (spec 002 §9)', () => {
  it("sends the chosen values in order, space-joined: 'Yes No' for both, '' for none", () => {
    expect(signatureFilterValue(['No', 'Yes'])).toBe('Yes No');
    expect(signatureFilterValue(['No'])).toBe('No');
    expect(signatureFilterValue([])).toBe('');
    expect(signatureSelection('Yes No')).toEqual(['Yes', 'No']);
    expect(signatureSelection('')).toEqual([]);
  });
});

describe('search', () => {
  it("adds the user's id to the list's search (spec 002 §6)", () => {
    expect(listSearch([{ FieldName: 'voucherNumber', Value: '10' }], 7)).toEqual([
      { FieldName: 'voucherNumber', Value: '10' },
      { FieldName: 'userId', Value: '7' },
    ]);
    expect(listSearch([], null)).toEqual([]);
  });

  it('a Version that is not a whole number matches nothing', () => {
    expect(listSearch([{ FieldName: 'tmVersion', Value: 'two' }], 7)).toBeNull();
    // Beyond PostgreSQL's integer: the server would refuse it, so the list finds nothing instead.
    expect(listSearch([{ FieldName: 'tmVersion', Value: '99999999999' }], 7)).toBeNull();
    expect(listSearch([{ FieldName: 'tmVersion', Value: ' 2 ' }], null)).toEqual([
      { FieldName: 'tmVersion', Value: '2' },
    ]);
  });

  it('names one voucher by device, project, task code and number for its revisions', () => {
    const row = { deviceId: 10, projectId: 20, taskCodeID: 30, tmVoucherNumber: '1001' };
    expect(revisionKey(row)).toEqual([
      { FieldName: 'deviceId', Value: '10' },
      { FieldName: 'projectId', Value: '20' },
      { FieldName: 'taskCodeID', Value: '30' },
      { FieldName: 'TMVoucherNumber', Value: '1001' },
    ]);
    expect(revisionSearch(row, [{ FieldName: 'hasSignature', Value: 'Yes' }])?.slice(4)).toEqual([
      { FieldName: 'hasSignature', Value: 'Yes' },
    ]);
  });

  it('pages rows answered all at once by the paging rule', () => {
    const rows = Array.from({ length: 250 }, (_, i) => i + 1);
    expect(pageOf(rows, { Skip: 0, Take: 100 })).toEqual(rows.slice(0, 100));
    expect(pageOf(rows, { Skip: 201, Take: 300 })).toEqual(rows.slice(200));
  });
});

describe('cells', () => {
  it('Employee Full Name is the device name without its first and last parts', () => {
    expect(voucherEmployeeName('TAC_Ada_Lovelace_07')).toBe('Ada_Lovelace');
  });

  it('Project Number - Name, Task Codes number-name, signed differences', () => {
    expect(projectLabel({ projectNumber: 'P-200', projectName: 'Harbor Bridge' })).toBe(
      'P-200 - Harbor Bridge',
    );
    expect(taskCodeLabel({ taskNumber: '010', taskName: 'Framing' })).toBe('010-Framing');
    expect(formatDifference(1.5)).toBe('+1.5');
    expect(formatDifference(-2)).toBe('-2');
    expect(formatDifference(0)).toBe('0');
  });
});
