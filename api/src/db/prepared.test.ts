import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { describeBothDatabases } from '../testing/each-database.ts';
import { type OpenDatabase, observeQueries, openDatabase } from './database.ts';
import { MAX_PREPARED_TEXTS, preparedRunner, statementText } from './prepared.ts';

/** Texts that an escaping mistake would change or break out of. */
const AWKWARD = ["O'Brien", "it''s", 'back\\slash', "\\'; select 1; --", 'Peña 😀', '%_', ''];

describeBothDatabases('preparedRunner', (kind) => {
  let testDb: TestDatabase;
  let database: OpenDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await openDatabase(testDb.target);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await testDb?.drop();
  });

  /** Statements this session holds prepared (PGlite's one session; on PostgreSQL, a pooled connection's). */
  const preparedCount = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where name like 'tac_prepared_%'`.execute(
        database.db,
      )
    ).rows[0]?.n ?? 0;

  it('gives the same rows as the query unprepared, texts, numbers and booleans as they were, again and again', async () => {
    const run = preparedRunner(database.db);
    for (const text of AWKWARD) {
      for (let time = 0; time < 7; time++) {
        const query = sql<{
          text: string;
          n: number;
          day: string;
          odd: boolean;
        }>`select ${text}::text as text, ${time}::int * 2 as n, to_char(${'2026-03-01'}::date + ${time}::int, 'YYYY-MM-DD') as day, ${time % 2 === 1}::boolean as odd`.compile(
          database.db,
        );
        expect(await run(query)).toEqual([
          { text, n: time * 2, day: `2026-03-0${time + 1}`, odd: time % 2 === 1 },
        ]);
      }
    }
    if (kind === 'pglite') expect(await preparedCount()).toBe(1);
  });

  it('answers values of other kinds than number and text, and a text PREPARE refuses, as unprepared', async () => {
    const run = preparedRunner(database.db);
    const before = await preparedCount();
    const at = new Date('2026-03-01T12:00:00Z');
    const rows = await run(
      sql<{ v: boolean }>`select ${at}::timestamptz = '2026-03-01T12:00:00Z' as v`.compile(database.db),
    );
    expect(rows).toEqual([{ v: true }]);
    if (kind === 'pglite') {
      // PREPARE cannot tell this parameter's type: the query runs unprepared and fails as it would.
      const refused = sql<{ v: boolean }>`select ${'free'} is null as v`.compile(database.db);
      await expect(run(refused)).rejects.toThrow('could not determine data type of parameter $1');
      expect(await preparedCount()).toBe(before);
    }
  });

  it.runIf(kind === 'pglite')(
    "gives a trace the statement's text, never the values its EXECUTE carries as literals",
    async () => {
      const seen: string[] = [];
      observeQueries((event) => seen.push(statementText(event.query)));
      try {
        const query = sql<{ id: string }>`select ${'secret-session-id'}::text as id`.compile(database.db);
        expect(await preparedRunner(database.db)(query)).toEqual([{ id: 'secret-session-id' }]);
        expect(await preparedRunner(database.db)(query)).toEqual([{ id: 'secret-session-id' }]);
      } finally {
        observeQueries(undefined);
      }
      expect(seen.length).toBeGreaterThan(1);
      expect(seen.join('\n')).not.toContain('secret-session-id');
      expect(seen.at(-1)).toBe('select $1::text as id');
    },
  );

  it.runIf(kind === 'pglite')(
    `prepares at most ${MAX_PREPARED_TEXTS} texts, then runs new ones unprepared`,
    async () => {
      const run = preparedRunner(database.db);
      for (let i = 0; i < MAX_PREPARED_TEXTS + 20; i++) {
        const rows = await run(
          sql<{ n: number }>`select ${i}::int + ${sql.lit(i)} as n`.compile(database.db),
        );
        expect(rows).toEqual([{ n: 2 * i }]);
      }
      expect(await preparedCount()).toBeLessThanOrEqual(MAX_PREPARED_TEXTS);
      expect(await preparedCount()).toBeGreaterThan(MAX_PREPARED_TEXTS - 5);
    },
  );
});
