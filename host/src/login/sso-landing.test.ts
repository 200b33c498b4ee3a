import { Messages, SsoResponse } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { readLandingQuery } from './sso-landing.ts';

describe('the SSO landing query', () => {
  it('reads the user name and one-time code of the SSO callback', () => {
    expect(readLandingQuery('?userName=pm%40demo.local&code=abc-123')).toEqual({
      kind: 'code',
      userName: 'pm@demo.local',
      code: 'abc-123',
    });
  });

  it.each([
    [SsoResponse.userNotFound, Messages.sso.userNotFound],
    [SsoResponse.emailNotVerified, Messages.sso.emailNotVerified],
    [SsoResponse.tooManyAttempts, Messages.login.tooManyAttempts],
    [SsoResponse.failed, Messages.sso.failed],
    // The spec's fixed console marker, or anything else: its 'user not found'.
    ['TimeAdminConsole', Messages.sso.userNotFound],
  ])('says why not for response=%s', (response, message) => {
    expect(readLandingQuery(`?response=${response}&userName=x&code=y`)).toEqual({ kind: 'refused', message });
  });

  it('has nothing to sign in with when the code or the user name is missing', () => {
    expect(readLandingQuery('?userName=pm%40demo.local')).toEqual({ kind: 'empty' });
    expect(readLandingQuery('?code=abc')).toEqual({ kind: 'empty' });
    expect(readLandingQuery('')).toEqual({ kind: 'empty' });
  });
});
