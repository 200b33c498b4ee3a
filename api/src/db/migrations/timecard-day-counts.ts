import { type Kysely, sql } from 'kysely';

/**
 * The table of timecard counts the database keeps by triggers, built for the key columns of its
 * time: timecard_day_count (<keys>, n), one row per key with timecards. Migration 0006 wrote the
 * same for (division_id, day) by hand; 0008 builds it from here.
 *
 * Statement-level triggers with transition tables keep it exact for every write, a bulk insert of
 * 100,000 rows included (one grouped upsert per statement, not one per row), and the counts move
 * inside the writing transaction, so a reader sees them together with the rows they count. Keys are
 * written in key order so two writers meet the same rows in the same order (no deadlock).
 */
export interface DayCountKey {
  column: string;
  type: 'integer' | 'date' | 'text';
}

const ids = (keys: readonly DayCountKey[]) => sql.join(keys.map((k) => sql.id(k.column)));

/** Counts every timecard again, per key, from the timecards themselves. */
export async function recountDayCounts<Schema>(
  db: Kysely<Schema>,
  keys: readonly DayCountKey[],
): Promise<void> {
  await sql`delete from timecard_day_count`.execute(db);
  await sql`insert into timecard_day_count (${ids(keys)}, n)
    select ${ids(keys)}, count(*) from timecard group by ${ids(keys)}`.execute(db);
}

/** The table, filled from the timecards, its functions and its triggers. */
export async function createDayCounts<Schema>(
  db: Kysely<Schema>,
  keys: readonly DayCountKey[],
): Promise<void> {
  await sql`create table timecard_day_count (
    ${sql.join(keys.map((k) => sql`${sql.id(k.column)} ${sql.raw(k.type)} not null`))},
    n integer not null,
    primary key (${ids(keys)})
  )`.execute(db);
  await recountDayCounts(db, keys);
  // Statistics now, so the first lists plan on the counts as they are, not on an empty table.
  await sql`analyze timecard_day_count`.execute(db);

  // One array per key column and one of deltas, as the trigger gathers them from a statement's rows.
  const parameters = keys.map((k) => sql`${sql.raw(`${k.column}s`)} ${sql.raw(k.type)}[]`);
  const arrays = keys.map((k) => sql.raw(`${k.column}s`));
  await sql`create function timecard_day_count_add(${sql.join(parameters)}, deltas integer[])
    returns void language sql as $$
      insert into timecard_day_count as c (${ids(keys)}, n)
      select ${ids(keys)}, sum(delta)::integer
      from unnest(${sql.join(arrays)}, deltas) as change (${ids(keys)}, delta)
      group by ${ids(keys)}
      having sum(delta) <> 0
      order by ${ids(keys)}
      on conflict (${ids(keys)}) do update set n = c.n + excluded.n
    $$`.execute(db);

  await replaceDayCountApply(db, keys);
  await sql`create trigger timecard_day_count_insert after insert on timecard
    referencing new table as added for each statement execute function timecard_day_count_apply()`.execute(
    db,
  );
  await sql`create trigger timecard_day_count_delete after delete on timecard
    referencing old table as removed for each statement execute function timecard_day_count_apply()`.execute(
    db,
  );
  await sql`create trigger timecard_day_count_update after update on timecard
    referencing old table as removed new table as added
    for each statement execute function timecard_day_count_apply()`.execute(db);
  await sql`create trigger timecard_day_count_truncate after truncate on timecard
    for each statement execute function timecard_day_count_apply()`.execute(db);
}

/**
 * The triggers' function. Added rows count +1, removed rows -1; an update counts the rows whose
 * keys it changed, both sides: the row leaves one count and joins another. The rows an update left
 * on their keys (an approval's) are passed over in the same one join of the statement's old and new
 * rows. Each branch names only the transition tables its statement has (plpgsql plans a statement
 * when it first runs it).
 */
export async function replaceDayCountApply<Schema>(
  db: Kysely<Schema>,
  keys: readonly DayCountKey[],
): Promise<void> {
  const side = (alias: string) => sql.join(keys.map((k) => sql`${sql.raw(alias)}.${sql.id(k.column)}`));
  const gathered = (alias: string) =>
    sql.join(keys.map((k) => sql`array_agg(${sql.raw(alias)}.${sql.id(k.column)})`));
  await sql`create or replace function timecard_day_count_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        delete from timecard_day_count;
      elsif tg_op = 'INSERT' then
        perform timecard_day_count_add(${gathered('added')}, array_agg(1)) from added;
      elsif tg_op = 'DELETE' then
        perform timecard_day_count_add(${gathered('removed')}, array_agg(-1)) from removed;
      else
        perform timecard_day_count_add(${gathered('c')}, array_agg(c.delta))
          from added n join removed o on o.id = n.id
          cross join lateral (values (${side('n')}, 1), (${side('o')}, -1)) as c (${ids(keys)}, delta)
          where (${side('n')}) is distinct from (${side('o')});
      end if;
      return null;
    end $$`.execute(db);
}

/** The table, its functions and its triggers (as 0006 or createDayCounts made them) gone. */
export async function dropDayCounts<Schema>(db: Kysely<Schema>): Promise<void> {
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger ${sql.id(`timecard_day_count_${event}`)} on timecard`.execute(db);
  }
  await sql`drop function timecard_day_count_apply()`.execute(db);
  await sql`drop function timecard_day_count_add`.execute(db);
  await sql`drop table timecard_day_count`.execute(db);
}
