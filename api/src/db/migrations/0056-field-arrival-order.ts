import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The console's "N new" count by commit order (shared/docs/field-sync.md "Counting what is new").
 * Each pushed item keeps the id of the transaction that wrote it, and each transaction that wrote
 * items takes a number in `field_arrival` as it commits, under a lock held to the end of its commit:
 * numbers become visible in order, so a count up to the highest number it sees has seen every
 * number below it, and an item committed after a count is in the next one. The time of receipt
 * cannot do this: it is the transaction's start, and a push that started before a count and
 * committed after it fell between two counts.
 *
 * The number is taken by a deferred trigger (it runs at commit, after everything else the
 * transaction does), once a transaction: later rows find it taken. Items already there have no
 * number and are never counted as new.
 */
export const fieldArrivalOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table field_item add column arrival_xid xid8 not null default pg_current_xact_id()`.execute(
      db,
    );
    await sql`drop index field_item_arrivals`.execute(db);
    await sql`create index field_item_arrivals on field_item (arrival_xid) where division_id is not null`.execute(
      db,
    );
    await sql`create table field_arrival (
      seq bigint generated always as identity primary key,
      xid xid8 not null unique
    )`.execute(db);
    await sql`create function field_arrival_in_commit_order() returns trigger language plpgsql as $$
      begin
        if current_setting('tac.field_arrival', true) = 'taken' then
          return null;
        end if;
        perform set_config('tac.field_arrival', 'taken', true);
        perform pg_advisory_xact_lock(hashtext('tac:field:arrival-order'));
        insert into field_arrival (xid) values (pg_current_xact_id());
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger field_item_arrival after insert on field_item
      deferrable initially deferred for each row when (new.division_id is not null)
      execute function field_arrival_in_commit_order()`.execute(db);
  },
};
