import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Runs the kinds of query a first request runs (session lookup, list page with count, sort), so
 * PGlite's WebAssembly is optimised before a user waits on it (shared/docs/toolchain.md: first
 * queries in a fresh process are many times slower). Reads only.
 */
export async function warmDatabase(db: Db, rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select(['s.id', 'u.user_name'])
      .where('s.expires_at', '>', sql<Date>`now()`)
      .limit(1)
      .execute();
    await db
      .selectFrom('material')
      .select(['id', 'display_text'])
      .where('is_deleted', '=', false)
      .where(sql<boolean>`display_text ilike ${'%a%'}`)
      .orderBy(sql`lower(display_text) collate "C"`)
      .limit(100)
      .execute();
    await db.selectFrom('material').select(sql<number>`count(*)::int`.as('n')).executeTakeFirst();
    await db.selectFrom('role_claim').select('claim_name').where('role_id', '=', 1).execute();
  }
}
