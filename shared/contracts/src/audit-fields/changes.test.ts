import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../display-formats.ts';
import { auditChanges, auditFieldOf, NO_VALUE } from './changes.ts';
import { AUDIT_FIELDS } from './record-kinds.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, each under its label, in the order its kind describes them', () => {
    expect(
      auditChanges(
        'project',
        { gc: 'Acme', projectStatus: 'active' },
        { gc: 'Acme Builders', projectStatus: 'active' },
      ),
    ).toEqual([{ field: 'gc', label: 'GC', before: 'Acme', after: 'Acme Builders' }]);
    // Stored as jsonb, a row's keys come back shortest first.
    expect(
      auditChanges(
        'reportSchedule',
        { projects: ['T-1'], scheduleName: 'A' },
        { projects: ['T-2'], scheduleName: 'B' },
      ).map((change) => change.label),
    ).toEqual(['Schedule name', 'Projects']);
  });

  it('reads a value as its field describes it: a choice, yes/no, a date, an instant, a list, a size', () => {
    expect(auditChanges('device', { status: 'active' }, { status: 'inactive' })).toEqual([
      { field: 'status', label: 'Status', before: 'Active', after: 'Inactive' },
    ]);
    expect(auditChanges('payCode', { isActive: true }, { isActive: false })[0]).toMatchObject({
      label: 'Active',
      before: 'Yes',
      after: 'No',
    });
    expect(auditChanges('payrollBatch', null, { weekEndingDates: ['2026-03-01', '2026-03-08'] })).toEqual([
      { field: 'weekEndingDates', label: 'Week ending', before: NO_VALUE, after: '03/01/26, 03/08/26' },
    ]);
    const syncedAt = '2026-03-02T15:04:00Z';
    expect(auditChanges('voucher', null, { syncedAt })[0]?.after).toBe(formatDateTime(syncedAt));
    expect(auditChanges('voucher', null, { bytes: 2560 })[0]?.after).toBe('2.5 KB');
    expect(auditChanges('reportSchedule', { weekday: 1 }, { weekday: 5 })[0]).toMatchObject({
      label: 'Day',
      before: 'Monday',
      after: 'Friday',
    });
    expect(
      auditChanges('timecard', { exceptions: '' }, { exceptions: 'MealBreak,HoursMismatch' })[0],
    ).toMatchObject({
      before: 'None',
      after:
        'Meal break missing or under 30 minutes (over 5 hours worked), Hours differ from the clock times by more than a quarter hour',
    });
    expect(auditChanges('device', null, { accepted: ['voucher:a', 'timecard:b'] })[0]?.after).toBe('2');
    expect(
      auditChanges('payrollBatch', null, {
        files: [{ layout: 'generic', fileName: 'batch-1.csv', sha256: 'ab' }],
      })[0]?.after,
    ).toBe('batch-1.csv');
  });

  it('shows the names the API read for the ids a field names, and All Projects', () => {
    expect(
      auditChanges('reportSchedule', { projects: ['T-0001'] }, { projects: ['T-0001', 'T-0002'] }),
    ).toEqual([{ field: 'projects', label: 'Projects', before: 'T-0001', after: 'T-0001, T-0002' }]);
    expect(auditChanges('reportSchedule', { projects: [] }, { projects: 'all' })[0]).toMatchObject({
      before: '(none)',
      after: 'All Projects',
    });
  });

  it('leaves out what names the record itself or only a device knows (ids, client ids, cursors)', () => {
    expect(auditChanges('payCode', null, { id: 37, code: 'ZZ' })).toEqual([
      { field: 'code', label: 'Code', before: NO_VALUE, after: 'ZZ' },
    ]);
    expect(auditChanges('device', { cursor: null }, { cursor: 'c-2', full: true })).toEqual([
      { field: 'full', label: 'Full pull', before: NO_VALUE, after: 'Yes' },
    ]);
  });

  it('shows a created record’s fields against no value, a deleted one’s the other way, and a bare value', () => {
    expect(auditChanges('payCode', { code: 'ZZ' }, null)).toEqual([
      { field: 'code', label: 'Code', before: 'ZZ', after: NO_VALUE },
    ]);
    expect(auditChanges('payCode', { description: '' }, { description: 'late' })[0]?.before).toBe('(blank)');
    expect(auditChanges('payCode', 3, 4)).toEqual([
      { field: 'value', label: 'Value', before: '3', after: '4' },
    ]);
  });

  it('reads a field no kind describes (another entity of the Audit Log) with its key in words, never as JSON', () => {
    expect(
      auditChanges('pay-period', null, { lineIds: [1, 2], closed: true, totals: { lineCount: 3 } }),
    ).toEqual([
      { field: 'lineIds', label: 'Line ids', before: NO_VALUE, after: '1, 2' },
      { field: 'closed', label: 'Closed', before: NO_VALUE, after: 'Yes' },
      { field: 'totals', label: 'Totals', before: NO_VALUE, after: 'Line count: 3' },
    ]);
  });

  it('finds a field only among a kind’s own descriptions (no inherited names)', () => {
    expect(auditFieldOf('device', 'constructor')).toBeUndefined();
    expect(auditFieldOf('toString', 'status')).toBeUndefined();
    expect(auditChanges('device', null, { constructor: 'x' })[0]?.label).toBe('Constructor');
  });

  it('labels every field of every kind in words', () => {
    for (const fields of Object.values(AUDIT_FIELDS))
      for (const [key, field] of Object.entries(fields)) expect(field.label, key).not.toBe(key);
  });
});
