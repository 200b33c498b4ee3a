import { describe, expect, it } from 'vitest';
import { importSummary } from './import-summary.ts';

const result = { rowCount: 3, created: 2, updated: 1, errors: [], committed: false };

describe('import summary', () => {
  it('tells what a valid file would change, with what the import adds after the counts', () => {
    expect(importSummary(result, 'Employees')).toBe('3 row(s) are valid. Employees: 2 to add, 1 to update.');
    expect(importSummary(result, 'Projects', ', 4 new task code(s)')).toBe(
      '3 row(s) are valid. Projects: 2 to add, 1 to update, 4 new task code(s).',
    );
  });

  it('counts the lines with errors once each, and an empty file', () => {
    const errors = [
      { row: 3, column: 'Status', message: 'x' },
      { row: 3, column: 'HireDate', message: 'y' },
      { row: 5, column: 'Division', message: 'z' },
    ];
    expect(importSummary({ ...result, errors }, 'Employees')).toBe(
      '2 line(s) of the file have errors: nothing can be imported until they are fixed.',
    );
    expect(importSummary({ ...result, rowCount: 0, created: 0, updated: 0 }, 'Employees')).toBe(
      'The file has no rows to import.',
    );
  });
});
