import { PageClaim, RoleName } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard.ts';

const user = (claims: string[], loggedIn = true, loggedOutUserRole = '') => ({
  loggedIn,
  claimValue: claims,
  loggedOutUserRole,
});

describe('route guard', () => {
  it('admits a signed-in user holding the page claim', () => {
    expect(guardDecision(PageClaim.MaterialList, user([PageClaim.MaterialList]))).toEqual({ allow: true });
  });

  it('sends a user without the claim to /Login', () => {
    expect(guardDecision(PageClaim.Security, user([PageClaim.MaterialList]))).toEqual({
      allow: false,
      redirectTo: '/Login',
    });
  });

  it('sends a signed-out user to /Admin when the logged-out role was SystemAdmin', () => {
    expect(guardDecision(PageClaim.Security, user([], false, RoleName.SystemAdmin))).toEqual({
      allow: false,
      redirectTo: '/Admin',
    });
    expect(guardDecision(PageClaim.Security, user([], false, RoleName.Administrator))).toEqual({
      allow: false,
      redirectTo: '/Login',
    });
  });

  it('does not trust stale claims after logout', () => {
    expect(guardDecision(PageClaim.MaterialList, user([PageClaim.MaterialList], false))).toMatchObject({
      allow: false,
    });
  });
});
