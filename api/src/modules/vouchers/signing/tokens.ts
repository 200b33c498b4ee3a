import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SIGNING_CODE_LENGTH } from '@tac/contracts';

/**
 * The secrets of a signature request (shared/docs/remotes/vouchers.md "Signing"): the link's token,
 * the e-mailed code and the signing proof. Each is random, sent once and kept only as its SHA-256,
 * so a copy of the database opens no link and signs nothing.
 */

/** SHA-256 as lower-case hex: how every secret is stored and found. */
export const sha256Hex = (value: string | Uint8Array): string =>
  createHash('sha256').update(value).digest('hex');

/** 32 random bytes, base64url (43 characters): the link's token and the signing proof. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A token as a link can carry it: base64url only, so anything else is refused before a lookup. */
export const looksLikeSecret = (value: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(value);

/** A uniformly random code of SIGNING_CODE_LENGTH digits, leading zeros kept. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** SIGNING_CODE_LENGTH)).padStart(SIGNING_CODE_LENGTH, '0');

/** Compares two hex hashes in constant time (a code's check leaks nothing through its timing). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** The e-mail with most of it hidden, to say where the code went: 'j***@example.com'. */
export function emailHint(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
