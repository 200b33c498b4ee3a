import { describe } from 'vitest';
import { type DatabaseKind, POSTGRES_URL } from './databases.ts';

/**
 * Runs a suite against PGlite, and again against PostgreSQL when DATABASE_URL is set. Without it the
 * PostgreSQL suite shows as skipped, with the reason in its name.
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  describe(`${name} [PGlite]`, () => body('pglite'));
  describe.skipIf(!POSTGRES_URL)(
    `${name} [PostgreSQL${POSTGRES_URL ? '' : ': skipped, DATABASE_URL not set'}]`,
    () => body('postgres'),
  );
}
