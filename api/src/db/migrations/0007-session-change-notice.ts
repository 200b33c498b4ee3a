import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** What a signed-in request reads about its caller (findLiveSession), table by table; division too, since 0009. */
const SESSION_SOURCE_TABLES = ['user_session', 'app_user', 'role', 'role_claim', 'user_division'] as const;

/** The channel the tables above notify on, at the commit of any change to them. */
export const SESSION_CHANGE_CHANNEL = 'tac_session_change';

/**
 * Any change to a session, a user, a role, its claims or a user's divisions notifies
 * SESSION_CHANGE_CHANNEL when it commits (not at all when it rolls back), so the API may keep what
 * it read about a session until the next change (auth/session-lookup.ts). The notice names no row:
 * changes are rare beside reads, and forgetting everything at once cannot miss a dependency.
 */
export const sessionChangeNoticeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function notify_session_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(SESSION_CHANGE_CHANNEL)}, '');
        return null;
      end $$`.execute(db);
    for (const table of SESSION_SOURCE_TABLES) {
      await sql`create trigger ${sql.id(`${table}_change_notice`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function notify_session_change()`.execute(db);
    }
  },
};
