/**
 * npm run restore -- <file>: brings back a copy made by `npm run backup`.
 * - On PostgreSQL (DATABASE_URL): into the database the URL names, which must be new (it is created)
 *   or empty; never over data. Then start the console on it.
 * - On the embedded database (TAC_DATA_DIR, default ./data): into its folder, the data there moved
 *   aside, not deleted. Stop the console first, as for the backup.
 * shared/docs/settings.md "Backups".
 */
import { loadConfig } from '../config.ts';
import { restoreDataDir } from '../db/embedded-backup.ts';
import { restorePostgres } from '../db/postgres-backup.ts';
import { operatorPath, run, secondsSince } from './command.ts';

run(async () => {
  const typed = process.argv[2];
  const { database } = loadConfig();
  const say = (line: string) => console.log(`restore: ${line}`);
  const started = Date.now();
  if (database.kind === 'postgres') {
    if (!typed) throw new Error('name the backup file: npm run restore -- backups/tac-….dump');
    const restored = await restorePostgres(operatorPath(typed), database.url, say);
    say(
      `done in ${secondsSince(started)} s; start the console with DATABASE_URL naming ${restored.database}`,
    );
    return;
  }
  if (!typed) throw new Error('name the backup file: npm run restore -- backups/tac-data-….tar.gz');
  if (database.kind !== 'pglite') throw new Error('npm run restore needs DATABASE_URL or a data folder');
  const movedTo = await restoreDataDir(operatorPath(typed), database.dataDir, say);
  say(
    `done in ${secondsSince(started)} s${movedTo ? `; the data it replaced is in ${movedTo}` : ''}; start the console again`,
  );
});
