import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../config.ts';
import type { TemplateKind } from './templates.ts';

/** A real PostgreSQL for the tests, when DATABASE_URL names one; otherwise those tests are skipped. */
export const POSTGRES_URL = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * What a suite may ask of each database: PostgreSQL serves several processes (API replicas) and
 * connections at once, so transactions truly overlap; PGlite is one process's single connection,
 * taking them in turns (shared/docs/testing.md 'Which database a suite runs on').
 */
export const DATABASE_ABILITIES: Readonly<Record<DatabaseKind, { concurrent: boolean }>> = {
  pglite: { concurrent: false },
  postgres: { concurrent: true },
};

export interface TestDatabase {
  target: DatabaseTarget;
  /** Removes what the test created (the PostgreSQL database); PGlite in memory goes with the app. */
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database: PGlite in memory, or a new `tac_test_<random>` database on the server. Empty, or
 * with `from`, a copy of the run's template of that kind (templates.ts) when the run made one.
 */
export async function createTestDatabase(kind: DatabaseKind, from?: TemplateKind): Promise<TestDatabase> {
  const templates = from ? inject('databaseTemplates') : null;
  if (kind === 'pglite') {
    const loadDataDir = from && templates?.pglite[from];
    return {
      target: { kind: 'pglite-memory', ...(loadDataDir ? { loadDataDir } : {}) },
      drop: async () => {},
    };
  }
  if (!POSTGRES_URL) throw new Error('DATABASE_URL is not set');
  const name = `tac_test_${randomBytes(6).toString('hex')}`;
  const template = from && templates?.postgres?.[from];
  await withAdmin(async (c) => {
    await c.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    // A test database need not wait for each commit's flush to disk: a crash of the API's process
    // (what the durability tests make) loses nothing either way, only one of the server would.
    await c.query(`alter database ${name} set synchronous_commit = off`);
  });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
