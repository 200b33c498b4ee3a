/**
 * A next release, as the cluster proof rolls to it where it has no previous release to roll from (a
 * copy of the code without git history, previous-release.ts): this build and one migration more, an
 * expand step on the table the proof's load writes (a column the running code does not name), so its
 * first replica migrates while the others, this build, serve on (shared/docs/operations.md "Rolling
 * upgrades"). Started as a replica's script in place of src/main.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrationProvider } from '../../db/migrations.ts';

/** Sorts after every migration of this build, as the next release's would. */
export const NEWER_BUILD_MIGRATION = '9999_next_release_material_note';

/** The script a replica runs to be the next release (relative to api/). */
export const NEWER_BUILD_ENTRY = 'src/ops/cluster/newer-build.ts';

// Run as a replica's script (the proof imports the names above without starting anything).
if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  // The provider hands out its own list, so an entry added here is one migrateToLatest and the
  // readiness check see; the proof checks the migration was applied.
  const known = await migrationProvider.getMigrations();
  known[NEWER_BUILD_MIGRATION] = {
    async up(db) {
      await sql`alter table material add column next_release_note text`.execute(db);
    },
  };
  await import('../../main.ts');
}
