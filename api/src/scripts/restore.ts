/**
 * npm run restore -- <file>: brings back a copy made by `npm run backup`.
 * - On PostgreSQL (DATABASE_URL): into the database the URL names, which must be new (it is created)
 *   or empty; never over data. Then start the console on it.
 * - On the embedded database (TAC_DATA_DIR, default ./data): into its folder, the data there moved
 *   aside, not deleted. Stop the console first, as for the backup.
 * Each kind's steps are in backups.ts; shared/docs/settings.md "Backups".
 */
import { loadConfig } from '../config.ts';
import { backupOf } from './backups.ts';
import { operatorPath, run, secondsSince } from './command.ts';

run(async () => {
  const { database } = loadConfig();
  const kind = backupOf(database, 'npm run restore');
  const typed = process.argv[2];
  if (!typed) throw new Error(`name the backup file: npm run restore -- ${kind.example}`);
  const started = Date.now();
  const closing = await kind.restore(operatorPath(typed), database, (line) =>
    console.log(`restore: ${line}`),
  );
  console.log(`restore: done in ${secondsSince(started)} s; ${closing}`);
});
