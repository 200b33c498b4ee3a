import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sign-in limits that cannot be raced and cannot lock the owner out (auth/login-limit.ts):
 * - a login_attempt row is written before the password is checked, as a reservation that counts
 *   against the limits at once, and gets its outcome after: succeeded is null while it is checked
 *   (and stays null, still counting as a failure, if the process died meanwhile);
 * - login_known_address remembers where each user has signed in successfully, so failures made by
 *   others elsewhere never hold the owner back at those addresses.
 */
export const signInLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table login_attempt alter column succeeded drop not null`.execute(db);
    await db.schema
      .createTable('login_known_address')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('client_address', 'text', (c) => c.notNull())
      .addColumn('last_success_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('login_known_address_pk', ['user_id', 'client_address'])
      .execute();
  },
};
