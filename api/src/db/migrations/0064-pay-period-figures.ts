import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The figures of each pay period (one division's week), kept by the database in
 * `pay_period_figures`: its lines, and of them pending, approved, rejected and with an open
 * exception (lines on the Late list are not the period's), and its lines held on the Late list.
 * The Pay Periods list reads one row a period instead of counting every line of every week it shows
 * (shared/docs/approval.md "Speed").
 *
 * Statement-level AFTER triggers with transition tables keep them exact whatever writes the lines
 * (an approval, a correction, a device's push, a late review, a payroll batch, a replica of the
 * previous release during a rolling upgrade, a bulk load): one grouped upsert a statement, one row
 * a division-week, moving inside the writing transaction so a reader sees the figures with the
 * lines they count. Rows are written in key order so two writers meet them in the same order. The
 * figures are a table of their own, not columns of `pay_period`: writers hold that row FOR SHARE
 * to their commit, and two of them updating it would wait on each other.
 */

/** Each figure and which lines it counts, by the line's columns (any alias `from`). */
const FIGURES = {
  lines: `late_state = ''`,
  pending: `late_state = '' and approval_state = 'Pending'`,
  approved: `late_state = '' and approval_state = 'Approved'`,
  rejected: `late_state = '' and approval_state = 'Rejected'`,
  open_exceptions: `late_state = '' and exception_kinds <> '' and exception_resolution = ''`,
  late_held: `late_state = 'Held'`,
} as const;

export const PAY_PERIOD_FIGURES = Object.keys(FIGURES) as (keyof typeof FIGURES)[];

const names = PAY_PERIOD_FIGURES.join(', ');

/** Every line counted again per division-week, from the lines themselves (SQL text). */
export const PAY_PERIOD_RECOUNT = `select division_id, week_ending_date, ${Object.entries(FIGURES)
  .map(([name, where]) => `(count(*) filter (where ${where}))::integer as ${name}`)
  .join(', ')}
  from timecard group by division_id, week_ending_date`;

/** The statement's lines added (+1) and removed (−1) folded into the figures (plpgsql text). */
function applyChanges(changes: string): string {
  const sums = Object.entries(FIGURES).map(
    ([name, where]) => `coalesce(sum(sign) filter (where ${where}), 0)::integer as ${name}`,
  );
  return `insert into pay_period_figures as f (division_id, week_ending_date, ${names})
    select * from (
      select division_id, week_ending_date, ${sums.join(', ')}
      from (${changes}) changes
      group by division_id, week_ending_date
    ) moved
    where ${PAY_PERIOD_FIGURES.map((name) => `${name} <> 0`).join(' or ')}
    order by division_id, week_ending_date
    on conflict (division_id, week_ending_date) do update set
      ${PAY_PERIOD_FIGURES.map((name) => `${name} = f.${name} + excluded.${name}`).join(', ')}`;
}

const COLUMNS =
  'division_id, week_ending_date, late_state, approval_state, exception_kinds, exception_resolution';

/** Recounts every period from its lines: for a load that ran with triggers off (the large seed). */
export async function recountPayPeriodFigures<Schema>(db: Kysely<Schema>): Promise<void> {
  await sql`delete from pay_period_figures`.execute(db);
  await sql`insert into pay_period_figures (division_id, week_ending_date, ${sql.raw(names)})
    ${sql.raw(PAY_PERIOD_RECOUNT)}`.execute(db);
}

const trigger = (event: string, referencing: RawBuilder<unknown>) =>
  sql`create trigger ${sql.id(`timecard_pay_period_figures_${event}`)} after ${sql.raw(event)} on timecard
    ${referencing} for each statement execute function pay_period_figures_apply()`;

export const payPeriodFiguresMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table pay_period_figures (
      division_id integer not null,
      week_ending_date date not null,
      ${sql.raw(PAY_PERIOD_FIGURES.map((name) => `${name} integer not null default 0`).join(', '))},
      primary key (division_id, week_ending_date)
    )`.execute(db);
    // Each branch names only the transition tables its statement has (plpgsql plans a statement
    // when it first runs it); an update counts both sides, so a line that changed nothing counted
    // nets zero and writes nothing.
    await sql`create function pay_period_figures_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          delete from pay_period_figures;
        elsif tg_op = 'INSERT' then
          ${sql.raw(applyChanges(`select ${COLUMNS}, 1 as sign from added`))};
        elsif tg_op = 'DELETE' then
          ${sql.raw(applyChanges(`select ${COLUMNS}, -1 as sign from removed`))};
        else
          ${sql.raw(
            applyChanges(
              `select ${COLUMNS}, 1 as sign from added union all select ${COLUMNS}, -1 as sign from removed`,
            ),
          )};
        end if;
        return null;
      end $$`.execute(db);
    // The triggers first: creating them locks the table against writes until this migration
    // commits, so the recount below misses no line written meanwhile (a replica still running).
    await trigger('insert', sql`referencing new table as added`).execute(db);
    await trigger('delete', sql`referencing old table as removed`).execute(db);
    await trigger('update', sql`referencing old table as removed new table as added`).execute(db);
    await trigger('truncate', sql``).execute(db);
    await recountPayPeriodFigures(db);
    await sql`analyze pay_period_figures`.execute(db);
  },
};
