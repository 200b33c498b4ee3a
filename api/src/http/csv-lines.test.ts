import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField } from './csv-field.ts';
import { pageCsv } from './csv-lines.ts';

/** The CSV csvStream writes for these fields: each through csvField, CRLF after each line. */
const expected = (rows: readonly string[][]) => rows.map((r) => `${r.map(csvField).join(',')}\r\n`).join('');
/** The page as the database sends it: fields ended by \x1f, lines by CRLF. */
const page = (rows: readonly string[][]) => `${rows.map((r) => r.join('\x1f')).join('\r\n')}\r\n`;
const csvOf = (text: string, rows: number, columns: number) => pageCsv(text, rows, columns)?.toString('utf8');

describe('pageCsv: the database-made page written as csvStream writes the same fields', () => {
  it('writes clean pages as they are and escapes only the fields that need it', () => {
    const rows = [
      ['1', '2026-01-05', 'Ann Lee', '8', ''],
      ['2', '2026-01-05', 'Lee, Ann', '-5', '=SUM(A1)'],
      ['3', '-x', 'say "hi"', '+1', '\tq'],
      ['4', '@a,b', '-2.5', '', 'x'],
    ];
    expect(csvOf(page(rows.slice(0, 1)), 1, 5)).toBe('1,2026-01-05,Ann Lee,8,\r\n');
    expect(csvOf(page(rows), rows.length, 5)).toBe(expected(rows));
  });

  it('gives the page back for a field holding a line break or the separator', () => {
    expect(csvOf(page([['a', 'b\r\nc']]), 1, 2)).toBeUndefined();
    expect(csvOf(page([['a', 'b\nc']]), 1, 2)).toBeUndefined();
    expect(csvOf(page([['a', 'b\x1fc']]), 1, 2)).toBeUndefined();
    expect(csvOf(page([['a\r', 'b']]), 1, 2)).toBeUndefined();
  });

  it('equals csvStream’s CSV for any fields, or asks for the page again', () => {
    const field = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        '0',
        '9',
        '.',
        '-',
        '=',
        '+',
        '@',
        '\t',
        '\r',
        '\n',
        '"',
        ',',
        ' ',
        '\x1f',
        'é',
      ),
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }).chain((columns) =>
          fc.array(fc.array(field, { minLength: columns, maxLength: columns }), {
            minLength: 1,
            maxLength: 5,
          }),
        ),
        (rows) => {
          const columns = rows[0]?.length ?? 1;
          const csv = csvOf(page(rows), rows.length, columns);
          const ambiguous = rows.some((r) => r.some((f) => ['\r', '\n', '\x1f'].some((c) => f.includes(c))));
          if (csv === undefined) expect(ambiguous).toBe(true);
          else expect(csv).toBe(expected(rows));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
