import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Reminders before the close (shared/docs/overtime.md "Close reminders"): each division's close
 * deadline (a weekday, 0 Sunday to 6 Saturday, and an hour, in the business time zone; none, no
 * reminder) and after how many days without a sync a device with a crew is named in the digest;
 * each user's choice to get the digest; and one row a digest, unique per user and deadline, so
 * replicas ticking at once queue it once.
 *
 * Expand only: the previous release neither reads nor writes these columns, and their defaults (no
 * deadline, 3 days, reminders on) fill them for the divisions and users it adds.
 */
export const closeRemindersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table division
      add column close_weekday smallint,
      add column close_hour smallint,
      add column stale_device_days smallint not null default 3,
      add constraint division_close_deadline_whole check (
        (close_weekday is null) = (close_hour is null)
        and close_weekday between 0 and 6 and close_hour between 0 and 23),
      add constraint division_stale_device_days check (stale_device_days between 1 and 60)`.execute(db);
    await sql`alter table app_user add column close_reminders boolean not null default true`.execute(db);
    await sql`create table close_reminder (
      id serial primary key,
      user_id integer not null references app_user (id),
      deadline_at timestamptz not null,
      queued_at timestamptz not null,
      outcome text not null default 'queued',
      attempts integer not null default 0,
      error text,
      sent_to text,
      division_ids integer[] not null default '{}',
      finished_at timestamptz,
      unique (user_id, deadline_at)
    )`.execute(db);
  },
};
