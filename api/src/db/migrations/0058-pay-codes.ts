import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The Pay Code List (shared/docs/remotes/reference.md "Pay Code List"): the codes a timecard line's
 * hoursType, a voucher's labour line and a payroll file may carry, each with what its hours count as.
 * Soft-deleted like the other lists, its code unique ignoring case among live rows.
 *
 * It starts with the codes the console has always written (the reports' pay-code columns, the meal
 * premium's default), and every other code the data already carries, inactive and counted as
 * Regular, so that an upgrade refuses nothing it accepted the day before: the office sees those
 * codes on the list and deletes the ones payroll does not know. The values are written here, not
 * read from the code base, as a shipped migration never changes.
 */
export const payCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table pay_code (
      id integer generated always as identity primary key,
      code text not null,
      description text not null,
      counts_as text not null check (counts_as in ('Regular', 'Overtime', 'DoubleTime')),
      is_active boolean not null default true,
      is_deleted boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    await sql`create unique index pay_code_code_ci on pay_code (lower(code)) where not is_deleted`.execute(
      db,
    );
    await sql`insert into pay_code (code, description, counts_as) values
      ('REG', 'Regular', 'Regular'),
      ('OT', 'Overtime', 'Overtime'),
      ('DT', 'Double Time', 'DoubleTime'),
      ('TRV', 'Travel', 'Regular'),
      ('MP', 'Meal Premium', 'Regular')`.execute(db);
    await sql`insert into pay_code (code, description, counts_as, is_active)
      select distinct on (lower(code)) code, 'In use before the Pay Code List', 'Regular', false
      from (
        select hours_type as code from timecard
        union select pay_code from tm_voucher_labour
      ) used
      where code <> '' and not exists (select 1 from pay_code p where lower(p.code) = lower(used.code))
      order by lower(code), code`.execute(db);
  },
};
