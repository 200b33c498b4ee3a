import { OWASP_SCRYPT_COST, type ScryptCost } from '../auth/password.ts';

/**
 * How a test's passwords are hashed. 'fast': real scrypt at a trivial cost, for the many tests that
 * only need someone signed in; 'production': the OWASP cost production uses, for the sign-in and
 * password tests, which are about it (shared/docs/testing.md). Lives here, beside the test app
 * factory, so nothing production imports can reach the cheap cost.
 */
export type PasswordHashing = 'fast' | 'production';

const FAST_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ N: 16, r: 1, p: 1 });

export function scryptCostFor(hashing: PasswordHashing = 'fast'): Readonly<ScryptCost> {
  return hashing === 'production' ? OWASP_SCRYPT_COST : FAST_SCRYPT_COST;
}
