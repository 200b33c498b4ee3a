import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * Returns the named secret, creating a random one on first use. Kept in the database so every
 * replica signs and checks tokens with the same key; the first replica to insert wins.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('app_secret')
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
