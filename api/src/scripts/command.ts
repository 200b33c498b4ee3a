import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** A path the operator typed, from the folder where they ran npm (npm runs the script in api/). */
export function operatorPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD ?? REPO_ROOT, typed);
}

/** A file name's time part: now, sortable, without the characters some file systems refuse. */
export const fileStamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Seconds since `started`, for the closing line. */
export const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

/** Runs a command's body, printing its error alone (no stack) and exiting 1 on failure. */
export function run(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
