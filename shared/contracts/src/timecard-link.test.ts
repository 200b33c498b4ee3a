import { describe, expect, it } from 'vitest';
import { readTimecardLink, timecardLink } from './timecard-link.ts';
import { TimecardSearchField as F } from './timecards.ts';

describe('a link to the Timecards screen', () => {
  it('carries a range, a view and filters, and reads them back', () => {
    const link = {
      range: { from: '2026-11-30', to: '2026-12-06' },
      view: 'employees' as const,
      search: [{ FieldName: F.Exceptions, Value: 'Blocking' }],
    };
    const path = timecardLink(link);
    expect(path).toBe('/TimeCard?from=2026-11-30&to=2026-12-06&view=employees&exceptions=Blocking');
    expect(readTimecardLink(new URL(path, 'http://x').searchParams)).toEqual(link);
    expect(timecardLink({})).toBe('/TimeCard');
  });

  it('leaves out what it cannot read: a bad or reversed range, an unknown view or field', () => {
    const read = (query: string) => readTimecardLink(new URLSearchParams(query));
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual({ search: [] });
    expect(read('from=2026-12-06&to=2026-11-30')).toEqual({ search: [] });
    expect(read('view=calendar&color=red&approvalState=Pending')).toEqual({
      search: [{ FieldName: F.ApprovalState, Value: 'Pending' }],
    });
  });
});
