import { hkdfSync, webcrypto } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type { Db } from '../../../db/database.ts';
import { getOrCreateSecret } from '../../../db/secrets.ts';
import { newSecret } from './hash.ts';
import type { FlowChecks } from './provider-client.ts';

/** Time for the user to sign in at the provider, between the SSO start and its callback. */
export const FLOW_SECONDS = 600;

/** An SSO start as its cookie brings it back to the callback. */
export interface SealedFlow {
  /** A random id naming this start, so its callback is finished once (flow-store.ts). */
  id: string;
  checks: FlowChecks;
  expiresAt: Date;
}

/**
 * Seals an SSO start's checks (state, nonce, PKCE verifier) into the value of the browser's flow
 * cookie, so a start keeps nothing on the server: anonymous starts fill no table and spend no limit
 * a real sign-in needs (shared/docs/architecture.md "Auth"). The seal is an encrypted JWT (JWE,
 * direct key, A256GCM): only the console reads it, so the PKCE verifier stays secret, nobody alters
 * it unnoticed, and it expires after FLOW_SECONDS. The key is the database's `sso-flow` secret, the
 * same for every replica, so any replica opens what another sealed; it is read at the first use and
 * read again after a failed read.
 */
export class FlowSeal {
  #key: Promise<webcrypto.CryptoKey> | undefined;

  constructor(private readonly db: Db) {}

  /** `issuedAt` other than now only in tests, to make an expired seal. */
  async seal(checks: FlowChecks, issuedAt = new Date()): Promise<string> {
    const issued = Math.floor(issuedAt.getTime() / 1000);
    return new EncryptJWT({ state: checks.state, nonce: checks.nonce, verifier: checks.codeVerifier })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setJti(newSecret())
      .setIssuedAt(issued)
      .setExpirationTime(issued + FLOW_SECONDS)
      .encrypt(await this.key());
  }

  /** The start a cookie value seals; undefined when it is no seal of this console's, or expired. */
  async open(value: string): Promise<SealedFlow | undefined> {
    const key = await this.key();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtDecrypt(value, key, {
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
        requiredClaims: ['jti', 'exp'],
      }));
    } catch {
      return undefined;
    }
    const { jti, exp, state, nonce, verifier } = payload;
    if (typeof jti !== 'string' || typeof exp !== 'number') return undefined;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
      return undefined;
    return { id: jti, checks: { state, nonce, codeVerifier: verifier }, expiresAt: new Date(exp * 1000) };
  }

  private key(): Promise<webcrypto.CryptoKey> {
    if (!this.#key) {
      this.#key = getOrCreateSecret(this.db, 'sso-flow').then((secret) =>
        webcrypto.subtle.importKey(
          'raw',
          hkdfSync('sha256', secret, '', 'tac sso flow cookie', 32),
          'AES-GCM',
          false,
          ['encrypt', 'decrypt'],
        ),
      );
      this.#key.catch(() => {
        this.#key = undefined;
      });
    }
    return this.#key;
  }
}
