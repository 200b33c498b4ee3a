/**
 * npm run restore -- <file>: brings back a copy made by `npm run backup` into the embedded
 * database's folder (TAC_DATA_DIR, default ./data). The data there is moved aside, not deleted.
 * Stop the console first, as for the backup.
 */
import { restoreDataDir } from '../db/embedded-backup.ts';
import { embeddedDataDir, operatorPath, run } from './command.ts';

run(async () => {
  const typed = process.argv[2];
  if (!typed) throw new Error('name the backup file: npm run restore -- backups/tac-data-….tar.gz');
  const dataDir = embeddedDataDir('npm run restore');
  const started = Date.now();
  const movedTo = await restoreDataDir(operatorPath(typed), dataDir, (line) =>
    console.log(`restore: ${line}`),
  );
  console.log(
    `restore: done in ${((Date.now() - started) / 1000).toFixed(1)} s${movedTo ? `; the data it replaced is in ${movedTo}` : ''}; start the console again`,
  );
});
