import { describe, expect, it } from 'vitest';
import { hasVisibleText, SINGLE_LINE_PATTERN, TextProblem, textProblem } from './text.ts';

describe('hasVisibleText', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\u200b\u200b', false],
    ['\u200d\u2060\ufeff', false],
    ['\u202e\u202c', false],
    ['\u0007\t\n', false],
    ['\u3164', false],
    ['Sand', true],
    [' \u200bé ', true],
    ['日本', true],
    ['🙂', true],
  ])('%j → %s', (value, visible) => {
    expect(hasVisibleText(value)).toBe(visible);
  });
});

describe('textProblem', () => {
  it.each([
    ['Sand', false, undefined],
    ['two\nlines', false, undefined],
    ['tab\there', true, undefined],
    ['\u200fright-to-left mark', true, undefined],
    ['NUL\u0000', false, TextProblem.control],
    ['bell\u0007', true, TextProblem.control],
    ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'].map(
      (c) => [`abc${c}txt.exe`, false, TextProblem.direction] as const,
    ),
    ['Foreman\r\nBcc: x@y.z', true, TextProblem.lineBreak],
    ['Foreman\n', true, TextProblem.lineBreak],
    ['a\rb', true, TextProblem.lineBreak],
    ['a\u2028b', true, TextProblem.lineBreak],
  ] as const)('%j (single line %s) → %s', (value, singleLine, problem) => {
    expect(textProblem(value, { singleLine })).toBe(problem);
  });

  it('the single-line pattern refuses what textProblem calls a line break', () => {
    const pattern = new RegExp(SINGLE_LINE_PATTERN, 'u');
    for (const value of ['a\nb', 'a\rb', 'a\u2028b', 'a\u2029b']) expect(pattern.test(value)).toBe(false);
    expect(pattern.test('one line, with a tab\t')).toBe(true);
  });
});
