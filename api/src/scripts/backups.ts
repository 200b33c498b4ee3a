import path from 'node:path';
import { type DatabaseTarget, REPO_ROOT } from '../config.ts';
import { backupDataDir, restoreDataDir } from '../db/embedded-backup.ts';
import { backupPostgres, restorePostgres } from '../db/postgres-backup.ts';
import { databaseName, type Say } from '../db/postgres-tools.ts';
import { fileStamp } from './command.ts';

/**
 * How one kind of database is copied and brought back (shared/docs/settings.md "Backups"): a kind
 * the console runs on is a definition here, not a branch in the commands. Each step answers the
 * closing words the command prints after its time.
 */
interface DatabaseBackup<T extends DatabaseTarget> {
  /** The copy's file when none is named. */
  defaultFile(target: T): string;
  /** A file name of this kind, for the message of a restore that names none. */
  example: string;
  backup(target: T, file: string, say: Say): Promise<string>;
  restore(file: string, target: T, say: Say): Promise<string>;
}

type Backups = { [K in DatabaseTarget['kind']]?: DatabaseBackup<Extract<DatabaseTarget, { kind: K }>> };

const BACKUPS: Backups = {
  // Online, while the console runs: a pg_dump at one exported snapshot, restored into a new database.
  postgres: {
    defaultFile: (target) =>
      path.join(REPO_ROOT, 'backups', `tac-${databaseName(target.url)}-${fileStamp()}.dump`),
    example: 'backups/tac-….dump',
    async backup(target, file, say) {
      const { snapshotAt } = await backupPostgres(target.url, file, say);
      return `every write committed before ${snapshotAt.toISOString()}; npm run restore -- ${file} with DATABASE_URL naming a new database`;
    },
    async restore(file, target, say) {
      const restored = await restorePostgres(file, target.url, say);
      return `start the console with DATABASE_URL naming ${restored.database}`;
    },
  },
  // Offline: the embedded database's folder as a .tar.gz, the data a restore replaces moved aside.
  pglite: {
    defaultFile: () => path.join(REPO_ROOT, 'backups', `tac-data-${fileStamp()}.tar.gz`),
    example: 'backups/tac-data-….tar.gz',
    async backup(target, file, say) {
      await backupDataDir(target.dataDir, file, say);
      return `npm run restore -- ${file}`;
    },
    async restore(file, target, say) {
      const movedTo = await restoreDataDir(file, target.dataDir, say);
      return `${movedTo ? `the data it replaced is in ${movedTo}; ` : ''}start the console again`;
    },
  },
};

/** The backup definition of the database the settings name; a kind with none is refused by name. */
export function backupOf<T extends DatabaseTarget>(target: T, command: string): DatabaseBackup<T> {
  const found = BACKUPS[target.kind] as DatabaseBackup<T> | undefined;
  if (!found) throw new Error(`${command} needs DATABASE_URL or a data folder`);
  return found;
}
