import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A candidate that withdraws itself when too many of the users given it cannot load it
 * (shared/docs/releases.md "A candidate that rolls itself back"): when each user was last served a
 * version (the window counts users served lately, not since the first time), when the candidate on
 * offer was rolled out (a failure of an earlier offer of the same version does not count against
 * this one), and each withdrawal with its figures, for the Releases screen and the metric.
 * Expand only: the previous release writes these tables as before, the defaults filling the rest.
 */
export const candidateWithdrawalMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('remote_version_user')
      .addColumn('last_served_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`update remote_version_user set last_served_at = served_at`.execute(db);
    await db.schema.alterTable('remote_rollout').addColumn('candidate_since', 'timestamptz').execute();
    await sql`update remote_rollout set candidate_since = updated_at where candidate_version is not null`.execute(
      db,
    );
    await db.schema
      .createTable('remote_withdrawal')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('withdrawn_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      // Within the window: users given the candidate whose load failed, and all users given it.
      .addColumn('failed_users', 'integer', (c) => c.notNull())
      .addColumn('served_users', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('remote_withdrawal_latest')
      .on('remote_withdrawal')
      .columns(['remote', 'withdrawn_at desc'])
      .execute();
  },
};
