/**
 * npm run backup [-- <file>]: a consistent copy of the embedded database (TAC_DATA_DIR, default
 * ./data) as a .tar.gz, by default backups/tac-data-<time>.tar.gz. Stop the console first: PGlite
 * allows one process on its folder, and the command says so when the API still runs.
 */
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { backupDataDir } from '../db/embedded-backup.ts';
import { embeddedDataDir, operatorPath, run } from './command.ts';

run(async () => {
  const dataDir = embeddedDataDir('npm run backup');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const typed = process.argv[2];
  const file = typed ? operatorPath(typed) : path.join(REPO_ROOT, 'backups', `tac-data-${stamp}.tar.gz`);
  const started = Date.now();
  await backupDataDir(dataDir, file, (line) => console.log(`backup: ${line}`));
  console.log(`backup: done in ${((Date.now() - started) / 1000).toFixed(1)} s; npm run restore -- ${file}`);
});
