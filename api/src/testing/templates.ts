import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemTimeZone, todayIn } from '@tac/contracts/calendar';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { syncRolesAndClaims } from '../db/reference-data.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { scryptCostFor } from './hashing.ts';

/**
 * Databases made once per test run, which each test's database starts as a copy of instead of
 * migrating (and demo-seeding) its own (shared/docs/testing.md): PGlite dumps in a folder, and
 * PostgreSQL template databases. `migrated`: migrations, roles and claims; `demo`: that plus the
 * demo data set, seeded for `demoDay` in `timeZone` with the fast test password hash.
 */
export interface DatabaseTemplates {
  pglite: { migrated: string; demo: string };
  postgres?: { migrated: string; demo: string };
  timeZone: string;
  demoDay: string;
  /** When the demo template's data was seeded (ms): the demo seed's "now". */
  demoSeededAt: number;
}

export type TemplateKind = keyof DatabaseTemplates['pglite'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts; absent when a test runs outside it. */
    databaseTemplates: DatabaseTemplates | null;
  }
}

async function prepare(
  database: OpenDatabase,
  kind: TemplateKind,
  timeZone: string,
  now: Date,
): Promise<void> {
  await migrateToLatest(database.db, () => {});
  await syncRolesAndClaims(database.db);
  if (kind === 'demo') await seedDemoIfEmpty(database.db, timeZone, now, scryptCostFor('fast'));
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function pgliteTemplate(
  folder: string,
  kind: TemplateKind,
  timeZone: string,
  now: Date,
): Promise<string> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  try {
    await prepare(database, kind, timeZone, now);
    const file = path.join(folder, `${kind}.tar`);
    const dump = await (database.dumpDataDir as () => Promise<Blob>)();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.db.destroy();
  }
}

async function postgresTemplate(
  adminUrl: string,
  kind: TemplateKind,
  timeZone: string,
  now: Date,
): Promise<string> {
  const name = `tac_test_template_${kind}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, async (c) => {
    await c.query(`create database ${name}`);
    // As every test database (databases.ts): no waiting on each commit's flush while it is made.
    await c.query(`alter database ${name} set synchronous_commit = off`);
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  try {
    await prepare(database, kind, timeZone, now);
  } finally {
    // No connection may stay open on a template while it is copied.
    await database.db.destroy();
  }
  return name;
}

/** Makes the templates; `postgresUrl` (the admin connection) adds the PostgreSQL ones. */
export async function createTemplates(postgresUrl: string | undefined): Promise<DatabaseTemplates> {
  const timeZone = systemTimeZone();
  const demoDay = todayIn(timeZone);
  // One "now" for both databases' demo data, so a test on either reads the same due times.
  const seededAt = new Date();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tac-test-templates-'));
  const pglite = {
    migrated: await pgliteTemplate(folder, 'migrated', timeZone, seededAt),
    demo: await pgliteTemplate(folder, 'demo', timeZone, seededAt),
  };
  const postgres = postgresUrl
    ? {
        migrated: await postgresTemplate(postgresUrl, 'migrated', timeZone, seededAt),
        demo: await postgresTemplate(postgresUrl, 'demo', timeZone, seededAt),
      }
    : undefined;
  return { pglite, postgres, timeZone, demoDay, demoSeededAt: seededAt.getTime() };
}

export async function dropTemplates(templates: DatabaseTemplates, postgresUrl: string | undefined) {
  await rm(path.dirname(templates.pglite.migrated), { recursive: true, force: true });
  if (templates.postgres && postgresUrl) {
    const names = Object.values(templates.postgres);
    await withAdmin(postgresUrl, async (c) => {
      for (const name of names) await c.query(`drop database if exists ${name} with (force)`);
    });
  }
}
