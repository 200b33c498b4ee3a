import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * One of OWASP's equivalent scrypt settings (Password Storage Cheat Sheet). Of its N=2^17 p=1 and
 * N=2^15 p=3, this one needs a quarter of the memory (32 MiB a hash, 128·N·r bytes, against 128 MiB)
 * for a quarter less work: four sign-ins hashing at once on libuv's four threads stay at 128 MiB.
 * A sign-in takes ~150–250 ms on 2 cores. Raising it later needs no migration: each stored value
 * names its own parameters, and a sign-in rehashes an older one (needsRehash).
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/** Node refuses scrypt above maxmem (32 MiB by default): room for these parameters with some margin. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...opts, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
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

/** A stored value made with other parameters than today's, to be replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/**
 * A hash of a random password, used to spend the same time when the user name is unknown, so
 * response timing does not tell which user names exist.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
