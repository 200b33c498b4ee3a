import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Single sign-on, both tables short-lived and kept in the database so any replica can
 * finish what another began:
 * - sso_flow: one row per SSO start, holding the state, nonce and PKCE verifier the callback
 *   checks; keyed by the hash of a random id that only the browser's httpOnly cookie holds, so a
 *   callback is finished only in the browser that started it, and only once (the row is deleted);
 * - sso_sign_in_code: the one-time code the callback hands to /LoginLanding, stored hashed and
 *   spent by the first exchange (used_at), valid for a minute after issued_at.
 */
export const ssoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sso_flow')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('sso_flow_created_at').on('sso_flow').column('created_at').execute();
    await db.schema
      .createTable('sso_sign_in_code')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('sso_sign_in_code_issued_at')
      .on('sso_sign_in_code')
      .column('issued_at')
      .execute();
  },
};
