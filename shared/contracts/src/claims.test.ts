import { describe, expect, it } from 'vitest';
import { ALL_MENU_CLAIMS, ALL_PAGE_CLAIMS, MenuClaim } from './claims.ts';

describe('MenuClaim', () => {
  it('holds one menu claim per page claim, mn. in place of pg., under the same key', () => {
    expect(ALL_MENU_CLAIMS).toEqual(ALL_PAGE_CLAIMS.map((page) => `mn.${page.slice('pg.'.length)}`));
    expect(MenuClaim.Security).toBe('mn.security');
    expect(MenuClaim.PayrollNote).toBe('mn.payrollnoteoption');
    expect(MenuClaim.AuditLog).toBe('mn.auditlog');
  });
});
