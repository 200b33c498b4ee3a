import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './text.ts';

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
