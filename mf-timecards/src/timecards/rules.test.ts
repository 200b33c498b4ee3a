import { describe, expect, it } from 'vitest';
import { employeeLabel } from '../common/labels.ts';
import { timecard } from '../testing/fixtures.ts';
import {
  attestationColor,
  attestationFilterValue,
  attestationSelection,
  hasAttestation,
  integrationIcon,
  unitsShown,
} from './rules.ts';

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
