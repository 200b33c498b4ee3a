/**
 * npm run backup [-- <file>]: a consistent copy of the console's database.
 * - On PostgreSQL (DATABASE_URL): online, while the console runs; pg_dump of the whole database
 *   (the pg-boss schema too) at one moment, by default backups/tac-<database>-<time>.dump.
 * - On the embedded database (TAC_DATA_DIR, default ./data): offline, a .tar.gz of the folder, by
 *   default backups/tac-data-<time>.tar.gz. Stop the console first: PGlite allows one process on its
 *   folder, and the command says so when the API still runs.
 * shared/docs/settings.md "Backups".
 */
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { backupDataDir } from '../db/embedded-backup.ts';
import { backupPostgres } from '../db/postgres-backup.ts';
import { databaseName } from '../db/postgres-tools.ts';
import { fileStamp, operatorPath, run, secondsSince } from './command.ts';

run(async () => {
  const { database } = loadConfig();
  const typed = process.argv[2];
  const say = (line: string) => console.log(`backup: ${line}`);
  const started = Date.now();
  if (database.kind === 'postgres') {
    const file = typed
      ? operatorPath(typed)
      : path.join(REPO_ROOT, 'backups', `tac-${databaseName(database.url)}-${fileStamp()}.dump`);
    const { snapshotAt } = await backupPostgres(database.url, file, say);
    say(
      `done in ${secondsSince(started)} s: every write committed before ${snapshotAt.toISOString()}; npm run restore -- ${file} with DATABASE_URL naming a new database`,
    );
    return;
  }
  if (database.kind !== 'pglite') throw new Error('npm run backup needs DATABASE_URL or a data folder');
  const file = typed
    ? operatorPath(typed)
    : path.join(REPO_ROOT, 'backups', `tac-data-${fileStamp()}.tar.gz`);
  await backupDataDir(database.dataDir, file, say);
  say(`done in ${secondsSince(started)} s; npm run restore -- ${file}`);
});
