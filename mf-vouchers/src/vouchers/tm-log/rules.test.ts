import { TmLogSearchField as F, NO_CRAFT, TM_LOG_SUMMARY_ORDER } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import {
  amount,
  craftBreakdown,
  DEFAULT_TM_LOG_FILTERS,
  labourBreakdown,
  materialsBreakdown,
  rangeInvalid,
  tmLogQuery,
  toggleStatus,
  withStatuses,
} from './rules.ts';

describe('T&M log rules', () => {
  it('sends an empty date as no bound, and finds To before From invalid', () => {
    expect(tmLogQuery(DEFAULT_TM_LOG_FILTERS)).toEqual({ sort: 'date', descending: true });
    expect(tmLogQuery({ ...DEFAULT_TM_LOG_FILTERS, fromDate: '2026-11-01' })).toMatchObject({
      fromDate: '2026-11-01',
    });
    expect(rangeInvalid({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toBe(true);
    expect(rangeInvalid({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toBe(false);
    expect(rangeInvalid({ fromDate: '', toDate: '2026-11-01' })).toBe(false);
  });

  it('adds the chosen statuses as one voucherStatus entry, replacing any before', () => {
    const search = [{ FieldName: F.VoucherNumber, Value: '10' }];
    expect(withStatuses(search, [])).toEqual(search);
    expect(
      withStatuses([...search, { FieldName: F.VoucherStatus, Value: 'Closed' }], ['InProgress', 'Rejected']),
    ).toEqual([...search, { FieldName: F.VoucherStatus, Value: 'InProgress Rejected' }]);
  });

  it('toggles a status in or out, in the summary order', () => {
    expect(toggleStatus([], 'Closed', TM_LOG_SUMMARY_ORDER)).toEqual(['Closed']);
    expect(toggleStatus(['Closed'], 'InProgress', TM_LOG_SUMMARY_ORDER)).toEqual(['InProgress', 'Closed']);
    expect(toggleStatus(['InProgress', 'Closed'], 'Closed', TM_LOG_SUMMARY_ORDER)).toEqual(['InProgress']);
  });

  it('writes totals with up to two decimals, the breakdowns in one line', () => {
    expect([amount(12), amount(2.5), amount(1 / 3), amount(0)]).toEqual(['12', '2.5', '0.33', '0']);
    expect(
      labourBreakdown({
        labourByPayCode: [
          { payCode: 'OT', hours: 2.5 },
          { payCode: 'REG', hours: 8 },
        ],
      }),
    ).toBe('OT 2.5 · REG 8');
    expect(
      materialsBreakdown({
        materialsByUnit: [
          { unit: '', quantity: 3 },
          { unit: 'm', quantity: 2.25 },
        ],
      }),
    ).toBe('3 · 2.25 m');
    expect(labourBreakdown({ labourByPayCode: [] })).toBe('');
    expect(
      craftBreakdown({
        labourByCraft: [
          { craft: '', payCode: 'REG', hours: 1.5 },
          { craft: 'LAB', payCode: 'OT', hours: 2.5 },
        ],
      }),
    ).toBe(`${NO_CRAFT} REG 1.5 · LAB OT 2.5`);
  });
});
