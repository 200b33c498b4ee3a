import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/** Progress lines for the operator. */
export type Say = (line: string) => void;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Writes a copy of the embedded database in `dataDir` to `file` (a .tar.gz PGlite can start from).
 * Offline: PGlite runs inside the API's process and allows one process on a folder, so the API must
 * be stopped (data-dir-lock.ts says so, naming its process). The copy is consistent: PGlite dumps
 * the folder while no query runs, after a CHECKPOINT has written every committed change into it.
 */
export async function backupDataDir(dataDir: string, file: string, say: Say): Promise<number> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`${dataDir} holds no database (no PG_VERSION there); nothing to back up`);
  const release = lockDataDir(dataDir, 'npm run backup');
  try {
    say(`opening ${dataDir} …`);
    const pglite = await PGlite.create(dataDir);
    try {
      say('checkpoint …');
      await pglite.exec('checkpoint');
      say('writing the copy …');
      const dump = await pglite.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: an interrupted backup never looks like a whole one.
      await writeFile(`${file}.partial`, bytes);
      await rename(`${file}.partial`, file);
      say(`${mb(bytes.length)} written to ${file}`);
      return bytes.length;
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/**
 * Brings back a copy made by backupDataDir into `dataDir`. Offline, as the backup. A database
 * already in `dataDir` is moved aside to `<dataDir>.before-restore-<time>`, never deleted.
 * Returns where the previous data went, if there was any.
 */
export async function restoreDataDir(file: string, dataDir: string, say: Say): Promise<string | undefined> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  await mkdir(dataDir, { recursive: true });
  let release = lockDataDir(dataDir, 'npm run restore');
  let movedTo: string | undefined;
  try {
    const present = (await readdir(dataDir)).filter((name) => name !== LOCK_FILE);
    if (present.length > 0) {
      movedTo = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      say(`moving the current data aside to ${movedTo} …`);
      release();
      await rename(dataDir, movedTo);
      await mkdir(dataDir, { recursive: true });
      release = lockDataDir(dataDir, 'npm run restore');
    }
    const bytes = await readFile(file);
    say(`loading ${mb(bytes.length)} from ${file} …`);
    const pglite = await PGlite.create({
      dataDir,
      loadDataDir: new Blob([bytes], { type: 'application/x-gzip' }),
    });
    try {
      const { rows } = await pglite.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      );
      say(`restored: ${rows[0]?.tables ?? 0} tables in ${dataDir}`);
    } finally {
      await pglite.close();
    }
    return movedTo;
  } catch (error) {
    if (movedTo) say(`the previous data is still in ${movedTo}`);
    throw error;
  } finally {
    // Also removes the lock file the copy carries (the backup's, a process long gone).
    release();
  }
}
