import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecret, newSecret } from './hash.ts';

/** How long the callback's one-time code lives: the landing exchanges it at once. */
export const SSO_CODE_SECONDS = 60;

/**
 * The stored form of a code: the hash of the code joined to the landing key of the browser it was
 * issued to. A code is only good with that key, which the callback gives its own browser in an
 * httpOnly cookie: a landing link opened in another browser (an attacker's link sent to a victim,
 * who would be signed in as the attacker) exchanges nothing.
 */
const codeHash = (code: string, landingKey: string) => hashSecret(`${code}.${landingKey}`);

/**
 * A new one-time code, and the landing key that must come with it, for a user the callback
 * identified; only their joint hash is stored. Codes older than a day are cleared on the way.
 */
export async function issueSignInCode(db: Db, userId: number): Promise<{ code: string; landingKey: string }> {
  const code = newSecret();
  const landingKey = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sso_sign_in_code')
      .where('issued_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await trx
      .insertInto('sso_sign_in_code')
      .values({ code_hash: codeHash(code, landingKey), user_id: userId })
      .execute();
  });
  return { code, landingKey };
}

/**
 * Spends a code: the user it was issued to, if it comes with its browser's landing key, is unused
 * and younger than `lifetimeSeconds`. One statement marks it used, so of two exchanges racing with
 * one code (on any replicas) exactly one gets the user. The database's clock decides the age, the
 * same for every replica.
 */
export async function redeemSignInCode(
  db: Db,
  code: string,
  landingKey: string,
  lifetimeSeconds: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('sso_sign_in_code')
    .set({ used_at: sql`now()` })
    .where('code_hash', '=', codeHash(code, landingKey))
    .where('used_at', 'is', null)
    .where('issued_at', '>', sql<Date>`now() - make_interval(secs => ${lifetimeSeconds})`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
