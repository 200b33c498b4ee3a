import { describe, expect, it } from 'vitest';
import { checkText, sortByTextIgnoringCase } from './text-rules.ts';

const rule = { max: 3, required: 'required', tooLong: 'too long' };

describe('checkText', () => {
  it('trims, requires non-blank text and measures after trimming', () => {
    expect(checkText('', rule)).toEqual({ ok: false, message: 'required' });
    expect(checkText('   ', rule)).toEqual({ ok: false, message: 'required' });
    expect(checkText(' abc ', rule)).toEqual({ ok: true, value: 'abc' });
    expect(checkText('abcd', rule)).toEqual({ ok: false, message: 'too long' });
  });

  it('takes text that draws nothing (zero-width spaces, direction marks) as not entered, as the server does', () => {
    expect(checkText('\u200b\u200b', rule)).toEqual({ ok: false, message: 'required' });
    expect(checkText('\u200e ', rule)).toEqual({ ok: false, message: 'required' });
  });
});

describe('sortByTextIgnoringCase', () => {
  it('orders ignoring case and keeps ties in order', () => {
    const rows = [{ t: 'beta' }, { t: 'Alpha' }, { t: 'alpha' }, { t: 'Gamma' }];
    expect(sortByTextIgnoringCase(rows, (r) => r.t).map((r) => r.t)).toEqual([
      'Alpha',
      'alpha',
      'beta',
      'Gamma',
    ]);
  });
});
