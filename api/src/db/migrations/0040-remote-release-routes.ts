import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The routes a registered release provides (path, claims, menu entry: its release.json), which the
 * manifest serves so the host draws a release's menu entries and routes with no rebuild. Null for a
 * release registered before routes were recorded: the manifest reads them from its build on disk
 * (remotes/release-routes.ts).
 */
export const remoteReleaseRoutesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('remote_release').addColumn('routes', 'jsonb').execute();
  },
};
