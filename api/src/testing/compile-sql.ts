import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import type { Database } from '../db/schema.ts';

/** A Kysely that only compiles (no database behind it), for tests of the SQL a helper writes. */
export const compilingDb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The SQL text and parameters of a condition. */
export function compileSql(condition: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  const { sql, parameters } = condition.compile(compilingDb);
  return { sql, parameters };
}
