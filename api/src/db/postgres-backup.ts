import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  connectionFor,
  databaseName,
  maintenanceUrl,
  postgresTool,
  type Say,
  serverMajor,
} from './postgres-tools.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs a client program; a failure names it with its error lines, or the last lines it wrote. */
function runTool(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else {
        const lines = output.trim().split('\n');
        const errors = lines.filter((line) => /\b(error|ERROR|FATAL):/.test(line));
        const last = (errors.length > 0 ? errors : lines).slice(-5).join('\n');
        reject(new Error(`${path.basename(program)} failed (exit ${code})${last ? `:\n${last}` : ''}`));
      }
    });
  });
}

export interface PostgresBackup {
  file: string;
  bytes: number;
  /** The copy holds every write committed before this instant (the server's clock), and no other. */
  snapshotAt: Date;
}

/**
 * A copy of the whole database DATABASE_URL names (every schema: the console's tables, pg-boss's
 * `pgboss` with its queued jobs, the migrations' record) in pg_dump's custom format, online. The
 * copy is one consistent moment: this process exports a snapshot and pg_dump reads from it, so a
 * write is in the copy whole or not at all, and the moment is known (snapshotAt). Written beside,
 * then renamed: an interrupted backup never looks like a whole one.
 */
export async function backupPostgres(url: string, file: string, say: Say): Promise<PostgresBackup> {
  const major = await serverMajor(url);
  const pgDump = await postgresTool('pg_dump', major, say);
  const client = new pg.Client({ connectionString: url, application_name: 'tac-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; at: Date }>(
      'select pg_export_snapshot() as snapshot, statement_timestamp() as at',
    );
    const { snapshot, at } = rows[0] as { snapshot: string; at: Date };
    say(`PostgreSQL ${major}: copying ${databaseName(url)} as it was at ${at.toISOString()} …`);
    await mkdir(path.dirname(file), { recursive: true });
    const { dbname, env } = connectionFor(url);
    // The exporting transaction stays open until pg_dump is done: pg_dump takes the snapshot up as it
    // starts, and the snapshot is gone once its transaction ends.
    await runTool(
      pgDump,
      [
        '--format=custom',
        '--no-password',
        `--snapshot=${snapshot}`,
        `--file=${partial}`,
        `--dbname=${dbname}`,
      ],
      env,
    );
    await client.query('commit');
    await rename(partial, file);
    const { size } = await stat(file);
    say(`${mb(size)} written to ${file}`);
    return { file, bytes: size, snapshotAt: at };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** Tables in a database beyond PostgreSQL's own: none means it is new (or emptied) and may be restored into. */
async function userTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, application_name: 'tac-restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%'`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

export interface PostgresRestore {
  /** The database restored into, and whether this restore created it. */
  database: string;
  created: boolean;
  tables: number;
  /** The newest migration the copy had applied: the build the copy came from knows it. */
  latestMigration: string | null;
}

/**
 * Brings a copy made by backupPostgres into the database DATABASE_URL names, which must be new: it
 * is created when it does not exist, and a database that holds any table is refused (a restore never
 * writes over data). One transaction: a restore that fails leaves the database empty. Objects belong
 * to the URL's user (the one the console connects as) and the copy's grants are not replayed; the
 * planner's statistics are gathered before the console starts on it.
 */
export async function restorePostgres(file: string, url: string, say: Say): Promise<PostgresRestore> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const database = databaseName(url);
  const admin = new pg.Client({ connectionString: maintenanceUrl(url), application_name: 'tac-restore' });
  await admin.connect();
  let created = false;
  try {
    const { rows } = await admin.query<{ num: string; present: boolean }>(
      `select current_setting('server_version_num') as num,
              exists (select 1 from pg_database where datname = $1) as present`,
      [database],
    );
    const major = Math.floor(Number(rows[0]?.num) / 10000);
    const pgRestore = await postgresTool('pg_restore', major, say);
    const { dbname, env } = connectionFor(url);
    // A file that is not a pg_dump archive is refused before anything is created.
    await runTool(pgRestore, ['--list', file], env).catch((error: Error) => {
      throw new Error(`${file} is not a copy npm run backup made on PostgreSQL: ${error.message}`);
    });
    if (rows[0]?.present) {
      const tables = await userTables(url);
      if (tables > 0)
        throw new Error(
          `${database} already holds ${tables} tables: restore into a new database (DATABASE_URL naming one that does not exist), then start the console on it`,
        );
    } else {
      say(`creating the database ${database} …`);
      await admin.query(`create database ${admin.escapeIdentifier(database)}`);
      created = true;
    }
    say(`restoring ${file} into ${database} (PostgreSQL ${major}) …`);
    await runTool(
      pgRestore,
      [
        '--no-password',
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        '--no-privileges',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nnothing was restored: ${database} is as empty as before`);
    });
  } finally {
    await admin.end();
  }

  const client = new pg.Client({ connectionString: url, application_name: 'tac-restore' });
  await client.connect();
  try {
    say('gathering the planner statistics …');
    await client.query('analyze');
    const tables = await userTables(url);
    const migrated = await client
      .query<{ name: string | null }>('select max(name) as name from public.kysely_migration')
      .catch(() => ({ rows: [{ name: null }] }));
    const latestMigration = migrated.rows[0]?.name ?? null;
    say(
      `restored: ${tables} tables in ${database}${latestMigration ? `, migrations up to ${latestMigration}` : ''}`,
    );
    return { database, created, tables, latestMigration };
  } finally {
    await client.end();
  }
}
