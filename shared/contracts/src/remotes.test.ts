import { describe, expect, it } from 'vitest';
import { callingRemote, isCallingRemote } from './remotes.ts';

describe('the calling remote header', () => {
  it('takes a remote and version as the console writes them', () => {
    expect(isCallingRemote(callingRemote('mf-timecards', '11.2.0'))).toBe(true);
    expect(isCallingRemote(callingRemote('mf-pay-codes', '11.3.0-rc.1+build.7'))).toBe(true);
  });

  it('refuses anything else a caller could send into a log line', () => {
    for (const value of [
      undefined,
      ['mf-timecards@11.2.0'],
      '',
      'mf-timecards',
      'timecards@11.2.0',
      'mf-timecards@',
      'mf-timecards@11.2.0 admin=true',
      'mf-timecards@11.2.0\n{"level":60}',
      `mf-timecards@${'1'.repeat(65)}`,
    ])
      expect(isCallingRemote(value), String(value)).toBe(false);
  });
});
