import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the field sync needs so that field data is never refused, reordered or silently replaced
 * (shared/docs/field-sync.md "Push"):
 *
 * - `field_item.content_digest`: a digest of each field of an item as first pushed, so that its
 *   client id sent again with other content answers a conflict naming the fields that differ, and
 *   the first content stands. Null for items pushed before this migration (a repeat of one of those
 *   is taken as a repeat, as it was).
 * - `tm_voucher_revision.recorded_at`: when the device recorded the revision. The voucher's current
 *   revision is the newest recorded, whatever the order revisions arrive in; rows already there
 *   take their synced time, and a writer that does not know it the time of the write.
 * - `device_assignment_end`: when each of a device's employee and project assignments last ended,
 *   kept by triggers on the assignment tables (whoever deletes the pair: a screen, an import, a
 *   cascade), so that a line recorded while the employee was assigned and pushed after the office
 *   moved them is not refused.
 */
export const fieldSyncIntegrityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table field_item add column content_digest jsonb`.execute(db);

    await sql`alter table tm_voucher_revision add column recorded_at timestamptz`.execute(db);
    await sql`update tm_voucher_revision set recorded_at = synced_at`.execute(db);
    await sql`alter table tm_voucher_revision alter column recorded_at set not null,
      alter column recorded_at set default now()`.execute(db);

    await sql`create table device_assignment_end (
      device_id integer not null references device (id) on delete cascade,
      kind text not null check (kind in ('employee', 'project')),
      item_id integer not null,
      ended_at timestamptz not null,
      primary key (device_id, kind, item_id)
    )`.execute(db);
    for (const [table, kind, column] of [
      ['device_employee', 'employee', 'employee_id'],
      ['device_project', 'project', 'project_id'],
    ] as const) {
      const fn = sql.id(`${table}_ended`);
      // One statement a delete, however many pairs: rows in key order, so two deletes meet them alike.
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          insert into device_assignment_end (device_id, kind, item_id, ended_at)
            select distinct device_id, ${sql.lit(kind)}, ${sql.ref(column)}, now() from removed
            where exists (select 1 from device d where d.id = removed.device_id)
            order by 1, 3
            on conflict (device_id, kind, item_id) do update set ended_at = excluded.ended_at;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${table}_ended`)} after delete on ${sql.table(table)}
        referencing old table as removed for each statement execute function ${fn}()`.execute(db);
    }
  },
};
