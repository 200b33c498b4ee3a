import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Inside the data folder; PostgreSQL ignores files it does not know there. */
export const LOCK_FILE = 'tac.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims PGlite's data folder for this process, or says which process has it. PGlite has no lock
 * of its own (its postmaster.pid holds a fixed -42), and two processes writing one folder damage
 * it; so the API, `npm run backup` and `npm run restore` each take this lock. A lock left by a
 * process that is gone (killed, crashed) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string, what: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, what });
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readHolder(file);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) {
      throw new Error(
        `${dataDir} is in use by ${holder.what} (process ${holder.pid}); PGlite allows one process on a data folder. Stop it first (Ctrl+C where it runs); if that process is not the console's, delete ${file}.`,
      );
    }
    writeFileSync(file, mine);
  }
  return () => rmSync(file, { force: true });
}

function readHolder(file: string): { pid: number; what: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { pid: number; what: string };
  } catch {
    return undefined; // unreadable: nobody we can name holds it
  }
}
