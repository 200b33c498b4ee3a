import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecret, newSecret } from './hash.ts';

/** How long the callback's one-time code lives (issue 24): the landing exchanges it at once. */
export const SSO_CODE_SECONDS = 60;

/**
 * A new one-time code for a user the callback identified; only its hash is stored. Codes older
 * than a day are cleared on the way, used or not.
 */
export async function issueSignInCode(db: Db, userId: number): Promise<string> {
  const code = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('sso_sign_in_code')
      .where('issued_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await trx
      .insertInto('sso_sign_in_code')
      .values({ code_hash: hashSecret(code), user_id: userId })
      .execute();
  });
  return code;
}

/**
 * Spends a code: the user it was issued to, if it is unused and younger than `lifetimeSeconds`.
 * One statement marks it used, so of two exchanges racing with one code (on any replicas) exactly
 * one gets the user. The database's clock decides the age, the same for every replica.
 */
export async function redeemSignInCode(
  db: Db,
  code: string,
  lifetimeSeconds: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable('sso_sign_in_code')
    .set({ used_at: sql`now()` })
    .where('code_hash', '=', hashSecret(code))
    .where('used_at', 'is', null)
    .where('issued_at', '>', sql<Date>`now() - make_interval(secs => ${lifetimeSeconds})`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
