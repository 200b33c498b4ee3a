import { type Kysely, sql } from 'kysely';

/**
 * A migration that removes or changes what an older build still uses (the contract step of an
 * expand/contract change) names the oldest migration a build must know to run on the schema it
 * leaves: `0070_requires_0065_drop_timecard_note` runs only beside builds that know 0065 (the release
 * that stopped using the note). Builds older than that read the name in the database and stand
 * aside. shared/docs/operations.md "Rolling upgrades".
 */
const REQUIRES = /^\d{4}_requires_(\d{4})_/;

/** The misfit of a database this build has yet to migrate (the others need a newer build). */
export const MIGRATIONS_NOT_APPLIED = 'database migrations not applied';

/** The number a migration's name starts with (0065 for 0065_x). */
const numberOf = (name: string) => name.slice(0, 4);

/**
 * Why this build cannot serve on a database whose applied migrations are `applied`, or null when it
 * can: every migration it knows is applied, and a newer build's migrations (ones it does not know)
 * are expand steps it runs beside, unless one of them requires a newer build than this one.
 */
export function schemaMisfit(known: readonly string[], applied: readonly string[]): string | null {
  const done = new Set(applied);
  if (known.some((name) => !done.has(name))) return MIGRATIONS_NOT_APPLIED;
  const knows = new Set(known);
  const newestKnown = [...known].sort().at(-1) ?? '';
  const requiring = applied
    .filter((name) => !knows.has(name))
    .sort()
    .find((name) => {
      const required = REQUIRES.exec(name)?.[1];
      return required !== undefined && required > numberOf(newestKnown);
    });
  return requiring === undefined ? null : `database schema needs a newer build (${requiring})`;
}

/** The names of the migrations applied to a database that has been migrated. */
export async function appliedMigrations(
  // biome-ignore lint/suspicious/noExplicitAny: read before any schema type applies
  db: Kysely<any>,
): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** As appliedMigrations, and none for a database never migrated (no migration table yet). */
export async function appliedMigrationsIfAny(
  // biome-ignore lint/suspicious/noExplicitAny: read before any schema type applies
  db: Kysely<any>,
): Promise<string[]> {
  const table = await sql<{
    found: string | null;
  }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  return table.rows[0]?.found ? appliedMigrations(db) : [];
}
