import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * How each session's sign-in proved who the user is ('password' or 'sso'). A temporary password holds
 * only the sessions it opened to the change-password step: a single sign-on proved the user through
 * the provider and never used that password, so its session works at once (findLiveSession). Older
 * sessions count as password sign-ins, which holds them as they were held before.
 */
export const sessionSignInMethodMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_session')
      .addColumn('sign_in_method', 'text', (c) =>
        c.notNull().defaultTo('password').check(sql`sign_in_method in ('password', 'sso')`),
      )
      .execute();
  },
};
