import { describe, expect, it } from 'vitest';
import { emailHint, looksLikeSecret, newCode, newSecret, sameHash, sha256Hex } from './tokens.ts';

describe('signing secrets', () => {
  it('makes 43-character base64url secrets, each new, that a link can carry whole', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
    expect(looksLikeSecret(a)).toBe(true);
    for (const bad of ['', 'short', `${a}/`, `${a} `, 'x'.repeat(101), '../../etc/passwd'])
      expect(looksLikeSecret(bad), bad).toBe(false);
  });

  it('makes six-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('compares hashes whole, and never an empty one', () => {
    const h = sha256Hex('123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(h, sha256Hex('123456'))).toBe(true);
    expect(sameHash(h, sha256Hex('123457'))).toBe(false);
    expect(sameHash(h, h.slice(0, 62))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });

  it('hides most of an e-mail address', () => {
    expect(emailHint('jane.doe@example.com')).toBe('j***@example.com');
    expect(emailHint('nobody')).toBe('***');
  });
});
