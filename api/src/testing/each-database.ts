import { describe } from 'vitest';
import { type DatabaseKind, POSTGRES_URL } from './databases.ts';

/**
 * Whether a suite written for both databases runs on PGlite when PostgreSQL is set too. `npm test`
 * sets TAC_TEST_BOTH_DATABASES=0 (one database a suite, to keep it short) and `npm run test:deep` 1;
 * a Vitest run of its own does both unless told otherwise. Why one is enough there:
 * shared/docs/testing.md, 'Which database a suite runs on'.
 */
const BOTH = process.env.TAC_TEST_BOTH_DATABASES !== '0';

function describeOn(name: string, body: (kind: DatabaseKind) => void, pglite: boolean): void {
  describe.skipIf(!pglite)(`${name} [PGlite${pglite ? '' : ': skipped, npm run test:deep runs it'}]`, () =>
    body('pglite'),
  );
  describe.skipIf(!POSTGRES_URL)(
    `${name} [PostgreSQL${POSTGRES_URL ? '' : ': skipped, DATABASE_URL not set'}]`,
    () => body('postgres'),
  );
}

/**
 * Runs a suite against PostgreSQL when DATABASE_URL is set, where parallel requests really run in
 * parallel, and against PGlite when it is not, or when both databases are asked for. Without
 * DATABASE_URL the PostgreSQL suite shows as skipped, with the reason in its name.
 */
export function describeEachDatabase(name: string, body: (kind: DatabaseKind) => void): void {
  describeOn(name, body, !POSTGRES_URL || BOTH);
}

/**
 * Runs a suite against PGlite and again against PostgreSQL in every run: for the database layer's own
 * suites (durability, migrations, templates, the demo seed `npm start` runs on PGlite) and the races
 * of parallel writes (PGlite takes them in turns, PostgreSQL truly at once), whose subject
 * is what the two databases may do differently.
 */
export function describeBothDatabases(name: string, body: (kind: DatabaseKind) => void): void {
  describeOn(name, body, true);
}
