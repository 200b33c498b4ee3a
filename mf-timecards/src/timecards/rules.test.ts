import { describe, expect, it } from 'vitest';
import { queryDates } from '../common/dates.ts';
import { employeeLabel } from '../common/labels.ts';
import { timecard } from '../testing/fixtures.ts';
import {
  attestationColor,
  attestationFilterValue,
  attestationSelection,
  checkRange,
  defaultRange,
  hasAttestation,
  integrationIcon,
  unitsShown,
} from './rules.ts';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('timecard date rules (spec 000 §4, §5, §7)', () => {
  it('defaults to Monday of this week through today', () => {
    // Thursday 19 Nov 2026 → Monday 16 Nov.
    expect(defaultRange(new Date(2026, 10, 19, 14, 5))).toEqual({
      from: day(2026, 11, 16),
      to: day(2026, 11, 19),
    });
    // A Sunday belongs to the week that started six days before.
    expect(defaultRange(new Date(2026, 10, 22, 9)).from).toEqual(day(2026, 11, 16));
    // On a Monday the range is that one day.
    expect(defaultRange(new Date(2026, 10, 16, 9))).toEqual({
      from: day(2026, 11, 16),
      to: day(2026, 11, 16),
    });
  });

  it('asks for the missing date with the spec messages, To first', () => {
    expect(checkRange(null, null)).toEqual({ valid: false, message: 'Please select to date' });
    expect(checkRange(day(2026, 11, 16), null)).toEqual({ valid: false, message: 'Please select to date' });
    expect(checkRange(null, day(2026, 11, 16))).toEqual({ valid: false, message: 'Please select from date' });
  });

  it('refuses an end before the start with the exact message, and accepts a one-day range', () => {
    expect(checkRange(day(2026, 11, 18), day(2026, 11, 17))).toEqual({
      valid: false,
      message: 'The specified date range has an ending date that is earlier than the start date!.',
    });
    expect(checkRange(day(2026, 11, 18), day(2026, 11, 18))).toEqual({ valid: true });
    expect(checkRange(new Date(2026, 10, 18, 23), day(2026, 11, 18))).toEqual({ valid: true });
  });

  it('treats an invalid date as no range without a message (the list clears)', () => {
    expect(checkRange(new Date(Number.NaN), day(2026, 11, 18))).toEqual({ valid: false });
    expect(checkRange(day(2026, 11, 18), new Date('junk'))).toEqual({ valid: false });
  });

  it('sends dd-MM-yyyy HH:mm:ss, from at 00:00:00 and to at 23:59:59', () => {
    expect(queryDates(new Date(2026, 10, 16, 13, 45), day(2026, 11, 19))).toEqual({
      fromDate: '16-11-2026 00:00:00',
      toDate: '19-11-2026 23:59:59',
    });
  });
});

describe('units blanking (spec 000 §4)', () => {
  it('blanks units on rows repeating a record id and device id within the page', () => {
    const rows = [
      timecard({ timeRecordID: 1, deviceID: 10 }),
      timecard({ timeRecordID: 1, deviceID: 10 }),
      timecard({ timeRecordID: 1, deviceID: 11 }),
      timecard({ timeRecordID: 2, deviceID: 10 }),
      timecard({ timeRecordID: 1, deviceID: 10 }),
    ];
    expect(unitsShown(rows)).toEqual([true, false, true, true, false]);
    expect(unitsShown([])).toEqual([]);
  });
});

describe('status colours and icons (spec 000 §4)', () => {
  it('colours Approved green, Rejected red, Override blue, None and blank not at all', () => {
    expect(attestationColor('Approved')).toBe('green');
    expect(attestationColor('Rejected')).toBe('red');
    expect(attestationColor('Override')).toBe('blue');
    expect(attestationColor('None')).toBeNull();
    expect(attestationColor('')).toBeNull();
  });

  it('opens the PDF only when a status exists', () => {
    expect(['Approved', 'Rejected', 'Override'].every(hasAttestation)).toBe(true);
    expect(hasAttestation('')).toBe(false);
    expect(hasAttestation('None')).toBe(false);
    expect(hasAttestation(null)).toBe(false);
  });

  it('shows a check for Processed and Exported, an hourglass for New, else nothing', () => {
    expect(integrationIcon('Processed')).toEqual({ icon: 'check', label: 'Processed' });
    expect(integrationIcon('Exported')).toEqual({ icon: 'check', label: 'Exported' });
    expect(integrationIcon('New')).toEqual({ icon: 'hourglass', label: 'New' });
    // Payroll's result file rejected it: shown, for the office to correct.
    expect(integrationIcon('Error')).toEqual({ icon: 'error', label: 'Error' });
    expect(integrationIcon('Failed')).toBeNull();
    expect(integrationIcon('')).toBeNull();
  });
});

describe('attestation filter payload (spec 000 §9)', () => {
  it('sends the chosen labels in the options order, joined by a space', () => {
    expect(attestationFilterValue(['None', 'Approved'])).toBe('Approved None');
    expect(attestationFilterValue(['Rejected', 'Override', 'Approved', 'None'])).toBe(
      'Approved Rejected Override None',
    );
    expect(attestationFilterValue([])).toBe('');
    expect(attestationFilterValue(['Bogus'])).toBe('');
  });

  it('reads the value back', () => {
    expect(attestationSelection('Approved None')).toEqual(['Approved', 'None']);
    expect(attestationSelection('')).toEqual([]);
  });
});

describe('labels', () => {
  it('names the employee as "Number - Name"', () => {
    expect(employeeLabel({ employeeNumber: 'E1', fullName: 'Ada' })).toBe('E1 - Ada');
  });
});
