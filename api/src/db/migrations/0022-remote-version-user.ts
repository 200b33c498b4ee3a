import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which users the manifest served each remote version to, and when each last reported it failing:
 * the Releases screen's sign-ins count distinct users per version, and a load failure counts once per
 * user, remote and version in a window, only from a user the version was served to
 * (remotes/service.ts), so no signed-in user can inflate either figure.
 */
export const remoteVersionUserMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remote_version_user')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('served_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('failure_reported_at', 'timestamptz')
      .addPrimaryKeyConstraint('remote_version_user_pk', ['remote', 'version', 'user_id'])
      .execute();
  },
};
