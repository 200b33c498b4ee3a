import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Releases and staged rollout of single remotes: registered builds, the rollout state that
 * TAC_REMOTES_FILE used to hold (the file now only seeds it), and per-version counters.
 */
export const releasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_release')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('shared', 'jsonb', (c) => c.notNull())
      .addColumn('registered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('registered_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addPrimaryKeyConstraint('remote_release_pk', ['remote', 'version'])
      .execute();
    await db.schema
      .createTable('remote_rollout')
      .addColumn('remote', 'text', (c) => c.primaryKey())
      // Null: the default stable (the package.json version if built), as with no row at all.
      .addColumn('stable_version', 'text')
      .addColumn('stable_entry', 'text')
      .addColumn('candidate_version', 'text')
      .addColumn('candidate_entry', 'text')
      .addColumn('candidate_percent', 'integer', (c) =>
        c.notNull().defaultTo(0).check(sql`candidate_percent between 0 and 100`),
      )
      .addColumn('candidate_users', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('candidate_roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('previous_stable_version', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('remote_version_stat')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('load_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('remote_version_stat_pk', ['remote', 'version'])
      .execute();
  },
};
