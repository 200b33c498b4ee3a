import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A PostgreSQL client program `npm run backup` and `restore` use. */
export type PostgresTool = 'pg_dump' | 'pg_restore';

/** Progress lines for the operator. */
export type Say = (line: string) => void;

/**
 * The server's major version (15 for 15.8). pg_dump refuses a server newer than itself, and
 * pg_restore may write what an older server cannot read: both must be the server's own major.
 */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: 'tac-backup' });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string }>(
      "select current_setting('server_version_num') as num",
    );
    return Math.floor(Number(rows[0]?.num) / 10000);
  } finally {
    await client.end();
  }
}

/** Debian's layout: each major's client programs in a folder of their own, side by side. */
const debianPath = (tool: PostgresTool, major: number) => `/usr/lib/postgresql/${major}/bin/${tool}`;

async function majorOf(program: string): Promise<number | undefined> {
  const answer = await run(program, ['--version']).catch(() => undefined);
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(answer?.stdout ?? '')?.[1];
  return major === undefined ? undefined : Number(major);
}

async function found(tool: PostgresTool, major: number): Promise<string | undefined> {
  const versioned = debianPath(tool, major);
  if (existsSync(versioned)) return versioned;
  // Elsewhere (a Homebrew or a distribution's single version): the one on PATH, if it is this major.
  const onPath = await run('sh', ['-c', `command -v ${tool}`]).catch(() => undefined);
  const program = onPath?.stdout.trim();
  if (program && (await majorOf(program)) === major) return program;
  return undefined;
}

/**
 * The path of `tool` of the server's major version. Missing and running as root on Debian (as
 * `npm test` does), it installs `postgresql-client-<major>`; otherwise it says what to install.
 */
export async function postgresTool(tool: PostgresTool, major: number, say: Say): Promise<string> {
  const present = await found(tool, major);
  if (present) return present;
  const pkg = `postgresql-client-${major}`;
  const advice = `${tool} ${major} is missing: install ${pkg} (Debian: apt-get install -y ${pkg}; a major Debian does not ship comes from apt.postgresql.org)`;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) throw new Error(advice);
  say(`installing ${pkg} from Debian packages …`);
  await run(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: unknown) => {
    throw new Error(`${advice}; apt-get failed: ${(error as Error).message.split('\n')[0]}`);
  });
  const installed = await found(tool, major);
  if (!installed) throw new Error(`apt-get installed ${pkg}, but ${debianPath(tool, major)} is not there`);
  return installed;
}

/**
 * How a client program connects: the URL without its password on the command line (where any user
 * of the machine may read it), the password in the environment, as libpq reads it.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The database a URL names. */
export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The same server's `postgres` database, where a database is created. */
export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}
