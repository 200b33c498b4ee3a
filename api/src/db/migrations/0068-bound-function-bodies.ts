import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The functions a timecard's generated exception_kinds column computes are written again with
 * SQL-standard bodies (`return …`): their calls to each other are bound when the function is made,
 * not looked up by name on each run. pg_restore loads rows with an empty search_path, and the
 * string bodies' unqualified calls were not found there, so a PostgreSQL backup could not be
 * restored (shared/docs/settings.md "Backups"). Same results, still inlined by the planner;
 * timecard_minutes calls only built-ins and stays as it is. Replaces bodies only: a build before
 * this runs beside it unchanged.
 */
export const boundFunctionBodiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create or replace function timecard_meal_minutes(lunch_start text, lunch_end text)
      returns integer language sql immutable parallel safe
      return coalesce((timecard_minutes(lunch_end) - timecard_minutes(lunch_start) + 1440) % 1440, 0)`.execute(
      db,
    );
    await sql`create or replace function timecard_worked_minutes(
        start_time text, lunch_start text, lunch_end text, end_time text)
      returns integer language sql immutable parallel safe
      return (timecard_minutes(end_time) - timecard_minutes(start_time) + 1440) % 1440
        - timecard_meal_minutes(lunch_start, lunch_end)`.execute(db);
    await sql`create or replace function timecard_exception_kinds(
        attestation text, start_time text, lunch_start text, lunch_end text, end_time text)
      returns text language sql immutable parallel safe
      return btrim(
        case when attestation = 'Rejected' then 'AttestationRejected' else '' end
        || case when timecard_worked_minutes(start_time, lunch_start, lunch_end, end_time) > 300
          and timecard_meal_minutes(lunch_start, lunch_end) < 30 then ',MealBreak' else '' end
        || case when timecard_worked_minutes(start_time, lunch_start, lunch_end, end_time) > 600
          then ',SecondMealBreak' else '' end, ',')`.execute(db);
    await sql`create or replace function timecard_exception_kinds(
        attestation text, start_time text, lunch_start text, lunch_end text, end_time text, beyond text)
      returns text language sql immutable parallel safe
      return btrim(timecard_exception_kinds(attestation, start_time, lunch_start, lunch_end, end_time)
        || ',' || btrim(beyond, ','), ',')`.execute(db);
  },
};
