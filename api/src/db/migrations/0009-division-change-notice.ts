import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A session's divisions are its live linked divisions (linkedDivisionIds): deleting or restoring a
 * division changes what its users see, so a division's changes notify as 0007's tables do.
 */
export const divisionChangeNoticeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create trigger division_change_notice
      after insert or update or delete or truncate on division
      for each statement execute function notify_session_change()`.execute(db);
  },
};
