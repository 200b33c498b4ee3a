import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../testing/databases.ts';
import { CallbackQueryClient } from './callback-query-client.ts';

/** Bytes in the old generation after two young-generation collections, which promote what survives both. */
function oldGenerationAfterMinorCollections(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;
  gc({ type: 'minor' });
  gc({ type: 'minor' });
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
}

describe.runIf(POSTGRES_URL)('CallbackQueryClient (PostgreSQL)', () => {
  let client: CallbackQueryClient;
  beforeAll(async () => {
    client = new CallbackQueryClient({ connectionString: POSTGRES_URL });
    await client.connect();
  });
  afterAll(() => client.end());

  it('answers the promise form with the result, parameters included', async () => {
    const result = await client.query<{ n: number; text: string }>('select $1::int as n, $2::text as text', [
      7,
      'Peña',
    ]);
    expect(result.rows).toEqual([{ n: 7, text: 'Peña' }]);
    expect(result.rowCount).toBe(1);
  });

  it("rejects the promise form with the server's error, its stack leading back to the caller", async () => {
    const error = await client.query('select * from no_such_table').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(pg.DatabaseError);
    expect((error as pg.DatabaseError).code).toBe('42P01');
    expect((error as Error).stack).toContain('callback-query-client.test.ts');
  });

  it('leaves the callback form and submittable queries as pg has them', async () => {
    const viaCallback = await new Promise<pg.QueryResult>((resolve, reject) =>
      client.query('select 2 as n', (error: Error | null, result: pg.QueryResult) =>
        error ? reject(error) : resolve(result),
      ),
    );
    expect(viaCallback.rows).toEqual([{ n: 2 }]);
    const submitted = new pg.Query('select 3 as n');
    const rows: unknown[] = [];
    submitted.on('row', (row: unknown) => rows.push(row));
    const ended = new Promise((resolve) => submitted.on('end', resolve));
    expect(client.query(submitted)).toBe(submitted);
    await ended;
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('leaves no result behind for young-generation collections to promote', async () => {
    const pages = async (count: number) => {
      let length = 0;
      for (let i = 0; i < count; i++) {
        const { rows } = await client.query<{ page: string }>("select repeat('x', 36000) as page");
        length += rows[0]?.page.length ?? 0;
      }
      return length;
    };
    await pages(20);
    const before = oldGenerationAfterMinorCollections();
    expect(await pages(200)).toBe(200 * 36000);
    // pg's own promise form promoted all 200 pages here (~7 MB); the rest is the test runner's.
    expect(oldGenerationAfterMinorCollections() - before).toBeLessThan(1_500_000);
  });
});
