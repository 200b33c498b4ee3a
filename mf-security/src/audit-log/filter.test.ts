import { AuditMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toFilter } from './filter.ts';

describe('toFilter', () => {
  it('leaves out what is empty and sends the time range as instants', () => {
    expect(toFilter(EMPTY_FORM)).toEqual({ ok: true, filter: {} });
    const from = '2026-03-01T08:00';
    expect(toFilter({ ...EMPTY_FORM, userId: 4, recordKind: 'device', action: ' update ', from })).toEqual({
      ok: true,
      filter: { userId: 4, recordKind: 'device', action: 'update', from: new Date(from).toISOString() },
    });
  });

  it('names the field that is wrong', () => {
    expect(toFilter({ ...EMPTY_FORM, from: '2026-03-02T08:00', to: '2026-03-02T08:00' })).toEqual({
      ok: false,
      field: 'to',
      message: AuditMessages.filter.toAfterFrom,
    });
    expect(toFilter({ ...EMPTY_FORM, from: 'soon' })).toMatchObject({ ok: false, field: 'from' });
    expect(toFilter({ ...EMPTY_FORM, action: 'x'.repeat(51) })).toMatchObject({ ok: false, field: 'action' });
  });
});
