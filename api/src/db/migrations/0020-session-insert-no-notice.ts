import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A new session no longer notifies the session-change channel (0007): the lookup memory
 * (auth/session-lookup.ts) keeps only sessions it found, by their random id, so a row inserted
 * by a sign-in cannot make one of them stale. Notifying on it emptied the memory at every
 * sign-in, and each signed-in user's next call read its session again, 50 at once on PGlite.
 * Updates (revocation), deletes and truncates still notify.
 */
export const sessionInsertNoNoticeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop trigger user_session_change_notice on user_session`.execute(db);
    await sql`create trigger user_session_change_notice
      after update or delete or truncate on user_session
      for each statement execute function notify_session_change()`.execute(db);
  },
};
