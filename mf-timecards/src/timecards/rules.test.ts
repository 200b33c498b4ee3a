import { describe, expect, it } from 'vitest';
import { employeeLabel } from '../common/labels.ts';
import { timecard } from '../testing/fixtures.ts';
import {
  attestationColor,
  attestationFilterValue,
  attestationSelection,
  hasAttestation,
  integrationShown,
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

  it('gives each integration state its own icon and its word; any other value nothing', () => {
    const shown = ['Processed', 'Exported', 'New', 'Changed', 'Error'].map(integrationShown);
    expect(shown).toEqual([
      { glyph: 'check-circle', color: 'green', label: 'Processed' },
      { glyph: 'send', color: 'blue', label: 'Exported' },
      { glyph: 'hourglass', color: 'gray', label: 'New' },
      { glyph: 'resend', color: 'orange', label: 'Changed' },
      // Payroll's result file rejected it: shown, for the office to correct.
      { glyph: 'alert', color: 'red', label: 'Error' },
    ]);
    // Told apart at a glance: no two states share an icon, or a colour.
    expect(new Set(shown.map((s) => s?.glyph)).size).toBe(5);
    expect(new Set(shown.map((s) => s?.color)).size).toBe(5);
    expect(integrationShown(' processed ')).toEqual(shown[0]);
    expect(integrationShown('Failed')).toBeNull();
    expect(integrationShown('')).toBeNull();
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
