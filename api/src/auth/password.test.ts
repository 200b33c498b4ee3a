import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('TimeAdmin#2026');
    const b = await hashPassword('TimeAdmin#2026');
    expect(a).not.toBe(b);
    // OWASP's scrypt N=2^15, r=8, p=3.
    expect(a.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(a).not.toContain('TimeAdmin');
    expect(await verifyPassword('TimeAdmin#2026', a)).toBe(true);
    expect(await verifyPassword('TimeAdmin#2027', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('refuses stored values it does not know', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('asks for a rehash of values made with older parameters only', async () => {
    expect(needsRehash(await hashPassword('TimeAdmin#2026'))).toBe(false);
    expect(needsRehash('scrypt$32768$8$1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('bcrypt$1$2$3$4$5')).toBe(true);
  });
});
