import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.ts';

describe('PGlite passes its connection on after a turn of the event loop', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
  });
  afterAll(() => database?.db.destroy());

  it('lets I/O and timers queued behind waiting queries run before the queue is through', async () => {
    const events: string[] = [];
    // Each query takes a few milliseconds of PGlite's thread, as a list call does.
    const queries = Array.from({ length: 10 }, (_, i) =>
      sql`select count(*) from generate_series(1, 20000)`
        .execute(database.db)
        .then(() => events.push(`query ${i}`)),
    );
    // What a new request's read stands for: work the event loop does between its callbacks.
    setImmediate(() => events.push('loop turn'));
    await Promise.all(queries);
    const turn = events.indexOf('loop turn');
    expect(turn).toBeGreaterThan(-1);
    expect(turn).toBeLessThan(3);
  });
});
