import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config.ts';

/** The embedded database's folder, or a clear stop when the console runs on PostgreSQL. */
export function embeddedDataDir(command: string): string {
  const { database } = loadConfig();
  if (database.kind !== 'pglite')
    throw new Error(
      `DATABASE_URL names a PostgreSQL server: ${command} is for the embedded database; use pg_dump and pg_restore there`,
    );
  return database.dataDir;
}

/** A path the operator typed, from the folder where they ran npm (npm runs the script in api/). */
export function operatorPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD ?? REPO_ROOT, typed);
}

/** Runs a command's body, printing its error alone (no stack) and exiting 1 on failure. */
export function run(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
