import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { FieldMessages, WorkforceMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { ApiError } from '../../http/envelope.ts';

/** How long an enrolment code may be exchanged (shared/docs/field-sync.md "Enrolment"). */
export const ENROLMENT_MINUTES = 10;

/** No 0/O, 1/I/L: a foreman may type it from the screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
/** A device credential: never a signed token, so the console guard cannot take it for a session. */
const TOKEN_PREFIX = 'tacd';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Upper case without separators: codes may be typed in groups or in lower case. */
export const normaliseCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/** The device as its credential names it: only ever this device. */
export interface DeviceContext {
  deviceId: number;
  credentialId: string;
  divisionId: number;
  allowAttestation: boolean;
  allowSignature: boolean;
}

/** The device's codes not yet exchanged stop working. */
async function revokeUnusedCodes(trx: Trx, deviceId: number): Promise<void> {
  await trx
    .updateTable('device_enrolment_code')
    .set({ revoked_at: sql`now()` })
    .where('device_id', '=', deviceId)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the device's live credentials and unused codes, inside the caller's transaction. */
export async function revokeDeviceAccess(trx: Trx, deviceId: number): Promise<number> {
  await revokeUnusedCodes(trx, deviceId);
  const revoked = await trx
    .updateTable('device_credential')
    .set({ revoked_at: sql`now()` })
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.length;
}

/**
 * A new one-time code for an active device the caller may see (the route checked that): older unused
 * codes of the device stop working. Audited; the code is kept only as its hash.
 */
export async function createEnrolmentCode(
  db: Db,
  userId: number,
  deviceId: number,
  minutes = ENROLMENT_MINUTES,
): Promise<{ code: string; expiresAt: Date }> {
  const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
  const expiresAt = new Date(Date.now() + minutes * 60_000);
  await auditedWrite(db, userId, async (trx) => {
    await revokeUnusedCodes(trx, deviceId);
    await trx
      .insertInto('device_enrolment_code')
      .values({ code_hash: sha256(code), device_id: deviceId, created_by: userId, expires_at: expiresAt })
      .execute();
    return {
      result: undefined,
      audit: {
        action: 'enrolment-code',
        entity: 'device',
        entityId: deviceId,
        before: null,
        after: { expiresAt },
      },
    };
  });
  return { code, expiresAt };
}

/**
 * Exchanges a code for the device's credential: the code must be unused, unrevoked, unexpired and
 * its device active. Any earlier credential of the device is revoked (re-enrolment). The lookup and
 * the use happen in one statement, so two devices racing with one code cannot both win.
 */
export async function exchangeCode(
  db: Db,
  rawCode: string,
  appVersion: string,
): Promise<{ deviceId: number; deviceName: string; token: string }> {
  const codeHash = sha256(normaliseCode(rawCode));
  const credentialId = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  return auditedWrite(db, null, async (trx) => {
    const used = await trx
      .updateTable('device_enrolment_code as c')
      .set({ used_at: sql`now()` })
      .from('device as d')
      .whereRef('d.id', '=', 'c.device_id')
      .where('c.code_hash', '=', codeHash)
      .where('c.used_at', 'is', null)
      .where('c.revoked_at', 'is', null)
      .where('c.expires_at', '>', sql<Date>`now()`)
      .where('d.is_active', '=', true)
      .returning(['d.id as deviceId', 'd.name as deviceName'])
      .executeTakeFirst();
    if (!used) throw new ApiError(400, FieldMessages.codeInvalid);
    const revoked = await trx
      .updateTable('device_credential')
      .set({ revoked_at: sql`now()` })
      .where('device_id', '=', used.deviceId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await trx
      .insertInto('device_credential')
      .values({ id: credentialId, device_id: used.deviceId, secret_hash: sha256(secret) })
      .execute();
    await trx
      .updateTable('device')
      .set({ app_version: appVersion, pending_errors: 0 })
      .where('id', '=', used.deviceId)
      .execute();
    return {
      result: { ...used, token: `${TOKEN_PREFIX}_${credentialId}_${secret}` },
      audit: {
        action: 'enrol',
        entity: 'device',
        entityId: used.deviceId,
        before: { credentialsRevoked: revoked.length },
        after: { credentialId, appVersion },
      },
    };
  });
}

const TOKEN_SHAPE = /^tacd_([0-9a-f-]{36})_([A-Za-z0-9_-]{43})$/;

/** The device a credential names while it is live and the device active, else undefined. */
export async function findDevice(db: Db, token: string): Promise<DeviceContext | undefined> {
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return undefined;
  const [, credentialId, secret] = match as unknown as [string, string, string];
  // Prepared (db/prepared.ts): every device call runs it.
  const [row] = await preparedRunner(db)(
    db
      .selectFrom('device_credential as c')
      .innerJoin('device as d', 'd.id', 'c.device_id')
      .select([
        'c.secret_hash',
        'd.id as deviceId',
        'd.division_id as divisionId',
        'd.allow_attestation as allowAttestation',
        'd.allow_signature as allowSignature',
      ])
      .where('c.id', '=', credentialId)
      .where('c.revoked_at', 'is', null)
      .where('d.is_active', '=', true)
      .compile(),
  );
  if (!row) return undefined;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const given = Buffer.from(sha256(secret), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const { secret_hash: _, ...device } = row;
  return { ...device, credentialId };
}

/** The device's refusal for a missing, unknown or revoked credential. */
export const credentialRefused = () => new ApiError(401, FieldMessages.credentialInvalid);
export const deviceNotFound = () => new ApiError(404, WorkforceMessages.devices.notFound);
