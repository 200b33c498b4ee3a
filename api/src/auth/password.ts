import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt's cost parameters; each stored hash names the ones it was made with. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * One of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet). Of its N=2^17 p=1 and
 * N=2^15 p=3, this one needs a quarter of the memory (32 MiB a hash, 128·N·r bytes, against 128 MiB)
 * for a quarter less work: four sign-ins hashing at once on libuv's four threads stay at 128 MiB.
 * A sign-in takes a noticeable fraction of a second by design. Raising it later needs no migration: each stored value
 * names its own parameters, and a sign-in rehashes an older one (needsRehash).
 */
export const OWASP_SCRYPT_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 15, r: 8, p: 3 });
/** Node refuses scrypt above maxmem (32 MiB by default): room for these parameters with some margin. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...opts, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without a migration.
 * The app passes its configured cost (ApiConfig.passwordHashCost); the default is production's.
 */
export async function hashPassword(
  password: string,
  cost: Readonly<ScryptCost> = OWASP_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored value made with other parameters than `cost`, to be replaced at the next sign-in. */
export function needsRehash(stored: string, cost: Readonly<ScryptCost> = OWASP_SCRYPT_COST): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p;
}

/**
 * A hash of a random password, used to spend the same time when the user name is unknown, so
 * response timing does not tell which user names exist.
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: Readonly<ScryptCost> = OWASP_SCRYPT_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
