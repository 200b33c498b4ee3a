import { mkdir, readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { type CompiledQuery, Kysely, type LogEvent, PostgresDialect, type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { CallbackQueryClient } from './callback-query-client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { SESSION_CHANGE_CHANNEL } from './migrations/0007-session-change-notice.ts';
import { preparedRunner, usePglitePrepared, usePostgresPrepared } from './prepared.ts';
import type { Database } from './schema.ts';
import { TurnTakingPGliteDialect } from './turn-taking-dialect.ts';

export type Db = Kysely<Database>;

export interface OpenDatabase {
  db: Db;
  /** 'postgres' or 'pglite', for the start banner and tests. */
  kind: 'postgres' | 'pglite';
  /** Human-readable location (URL without password, or folder). */
  location: string;
  /**
   * Calls `onNotice` for every NOTIFY on `channel`: a change committed through this handle before
   * its statement returns, one committed by another process as soon as the notice arrives. Also
   * called whenever a notice may have been missed (PostgreSQL: a listening connection lost).
   */
  listen: (channel: string, onNotice: () => void) => Promise<void>;
  /**
   * PostgreSQL only: runs a compiled query as the prepared statement `name`, parsed and planned once
   * per connection, then only bound and run (a name always stands for the same SQL text).
   */
  prepared?: <R>(name: string, query: CompiledQuery<R>) => Promise<R[]>;
  /**
   * PGlite only: runs a script of several statements without parameters (its parameterised query
   * takes one statement), in turn with every other query on the one connection, never inside
   * another caller's transaction. pg-boss creates and maintains its schema with such scripts.
   */
  script?: (text: string) => Promise<{ rows: unknown[] }[]>;
  /** PGlite only: the whole database as a tarball, to open again with `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's use now and since the start, for the metrics (api/src/ops/metrics.ts). */
  poolUse?: () => PoolUse;
}

export interface PoolUse {
  /** Connections open, idle among them, and callers waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** Connections handed out so far, and the seconds callers waited for them in all. */
  acquired: number;
  waitSeconds: number;
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

const kinds = new WeakMap<Db, OpenDatabase['kind']>();

/** Told of each query Kysely runs, with its time: the traces' (api/src/ops/tracing.ts); none by default. */
let queryObserver: ((event: LogEvent) => void) | undefined;

export function observeQueries(observer: ((event: LogEvent) => void) | undefined): void {
  queryObserver = observer;
}

const log = (event: LogEvent) => queryObserver?.(event);

/** Which engine a handle from openDatabase talks to (PostgreSQL when it did not come from there). */
export function databaseKind(db: Db): OpenDatabase['kind'] {
  return kinds.get(db) ?? 'postgres';
}

/**
 * Independent single-value queries (each yields one row of one column), answered together. On
 * PostgreSQL they run at once on pooled connections; on PGlite, one connection where each round
 * trip costs more than the small queries themselves, they go as one statement of scalar subqueries. `prepared`:
 * as prepared statements (preparedRunner: for texts of few forms).
 */
export async function selectValues<T extends Record<string, unknown>>(
  db: Db,
  queries: { [K in keyof T]: RawBuilder<T[K]> },
  options: { prepared?: boolean } = {},
): Promise<T> {
  const names = Object.keys(queries) as (keyof T & string)[];
  const run = options.prepared
    ? preparedRunner(db)
    : async <R>(query: CompiledQuery<R>) => (await db.executeQuery(query)).rows;
  if (databaseKind(db) === 'pglite') {
    const columns = names.map((name) => sql`(${queries[name]}) as ${sql.id(name)}`);
    const rows = await run(sql<T>`select ${sql.join(columns)}`.compile(db));
    return rows[0] as T;
  }
  const values = await Promise.all(
    names.map(async (name) => {
      const rows = await run(sql<{ value: unknown }>`select (${queries[name]}) as value`.compile(db));
      return [name, rows[0]?.value] as const;
    }),
  );
  return Object.fromEntries(values) as T;
}

/** The channels every PostgreSQL connection listens on from its start (OpenDatabase.listen). */
const NOTICE_CHANNELS = [SESSION_CHANGE_CHANNEL];

/**
 * A pool whose every connection listens on NOTICE_CHANNELS before its first use. PostgreSQL hands a
 * connection the notices of its own commits before it answers the commit, and other connections'
 * notices whenever it is idle: so a change made through this pool is noticed before the call that
 * made it returns, as on PGlite, and another process's change as soon as its notice reaches an idle
 * connection. A connection that closes counts as a notice on every channel: were it the last, a
 * notice could go unheard until the next one connects.
 */
function listeningPool(url: string): {
  pool: pg.Pool;
  listen: OpenDatabase['listen'];
  poolUse: () => PoolUse;
} {
  const subscribers = new Map<string, (() => void)[]>();
  const tell = (channel: string) => {
    for (const onNotice of subscribers.get(channel) ?? []) onNotice();
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: CallbackQueryClient,
    onConnect: async (client) => {
      client.on('notification', (notice) => tell(notice.channel));
      for (const channel of NOTICE_CHANNELS) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    },
  });
  pool.on('remove', () => {
    for (const channel of subscribers.keys()) tell(channel);
  });
  // An idle connection the server closed (a restart, an administrator) is only dropped: with no
  // listener, the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error(`database: an idle connection was lost (${error.message})`));
  const listen = async (channel: string, onNotice: () => void) => {
    if (!NOTICE_CHANNELS.includes(channel))
      throw new Error(`Add '${channel}' to NOTICE_CHANNELS to listen on it`);
    subscribers.set(channel, [...(subscribers.get(channel) ?? []), onNotice]);
  };
  return { pool, listen, poolUse: timeAcquires(pool) };
}

/** Counts each hand-out of a connection and the time its caller waited (Kysely's and pool.query's). */
function timeAcquires(pool: pg.Pool): () => PoolUse {
  let acquired = 0;
  let waitSeconds = 0;
  const record = (since: number) => {
    acquired++;
    waitSeconds += (performance.now() - since) / 1000;
  };
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void,
  ) => Promise<pg.PoolClient> | undefined;
  const timed = (callback?: (error: Error | undefined, client: pg.PoolClient, done: () => void) => void) => {
    const since = performance.now();
    if (callback)
      return connect((error, client, done) => {
        if (!error) record(since);
        callback(error, client, done);
      });
    return connect()?.then((client) => {
      record(since);
      return client;
    });
  };
  pool.connect = timed as typeof pool.connect;
  return () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    acquired,
    waitSeconds,
  });
}

/** PGlite on a folder, which this process holds (data-dir-lock.ts) until PGlite closes. */
async function openDataDir(dataDir: string): Promise<PGlite> {
  const release = lockDataDir(dataDir, 'a console process (the API, or a seed or bench script)');
  try {
    const pglite = await PGlite.create(dataDir);
    const close = pglite.close.bind(pglite);
    pglite.close = () => close().finally(release);
    return pglite;
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the database the config names. Closing is `db.destroy()` (it also closes the pool or PGlite). */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const { pool, listen, poolUse } = listeningPool(target.url);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    usePostgresPrepared(db, pool);
    return {
      db,
      kind: 'postgres',
      location: redactUrl(target.url),
      prepared: async (name, query) =>
        (await pool.query({ name, text: query.sql, values: [...query.parameters] })).rows,
      listen,
      poolUse,
    };
  }
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    // PGlite's WebAssembly otherwise starts in V8's baseline compiler and moves hot functions to
    // the optimizing one in the background, slowly on 2 cores: list calls ran at about twice their
    // settled time for minutes, with a long tail after. Optimizing each function at its first
    // call costs more at open and on the first query, which the warm-up at start pays
    // (shared/docs/benchmarks.md "Why the code looks this way"). Not for a database in memory (tests, short runs): there it cost more than it saved.
    v8.setFlagsFromString('--no-liftoff');
  }
  const pglite =
    target.kind === 'pglite'
      ? await openDataDir(target.dataDir)
      : await PGlite.create(
          target.loadDataDir ? { loadDataDir: new Blob([await readFile(target.loadDataDir)]) } : undefined,
        );
  const db = new Kysely<Database>({ dialect: new TurnTakingPGliteDialect(pglite), log });
  kinds.set(db, 'pglite');
  usePglitePrepared(db);
  return {
    db,
    kind: 'pglite',
    location: target.kind === 'pglite' ? target.dataDir : 'memory',
    // Kysely's connection is PGlite's turn: held, no other query or transaction runs meanwhile.
    script: (text) => db.connection().execute(() => pglite.exec(text)),
    dumpDataDir: () => db.connection().execute(() => pglite.dumpDataDir('none')),
    listen: async (channel, onNotice) => {
      await pglite.listen(channel, onNotice);
    },
  };
}
