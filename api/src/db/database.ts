import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  /** 'postgres' or 'pglite', for the start banner and tests. */
  kind: 'postgres' | 'pglite';
  /** Human-readable location (URL without password, or folder). */
  location: string;
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Opens the database the config names. Closing is `db.destroy()` (it also closes the pool or PGlite). */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      location: redactUrl(target.url),
    };
  }
  if (target.kind === 'pglite') await mkdir(target.dataDir, { recursive: true });
  const pglite = target.kind === 'pglite' ? await PGlite.create(target.dataDir) : await PGlite.create();
  return {
    db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }),
    kind: 'pglite',
    location: target.kind === 'pglite' ? target.dataDir : 'memory',
  };
}
