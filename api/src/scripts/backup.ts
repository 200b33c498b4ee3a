/**
 * npm run backup [-- <file>]: a consistent copy of the console's database.
 * - On PostgreSQL (DATABASE_URL): online, while the console runs; pg_dump of the whole database
 *   (the pg-boss schema too) at one moment, by default backups/tac-<database>-<time>.dump.
 * - On the embedded database (TAC_DATA_DIR, default ./data): offline, a .tar.gz of the folder, by
 *   default backups/tac-data-<time>.tar.gz. Stop the console first: PGlite allows one process on its
 *   folder, and the command says so when the API still runs.
 * Each kind's steps are in backups.ts; shared/docs/settings.md "Backups".
 */
import { loadConfig } from '../config.ts';
import { backupOf } from './backups.ts';
import { operatorPath, run, secondsSince } from './command.ts';

run(async () => {
  const { database } = loadConfig();
  const kind = backupOf(database, 'npm run backup');
  const typed = process.argv[2];
  const file = typed ? operatorPath(typed) : kind.defaultFile(database);
  const started = Date.now();
  const closing = await kind.backup(database, file, (line) => console.log(`backup: ${line}`));
  console.log(`backup: done in ${secondsSince(started)} s; ${closing}`);
});
