import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Field sync (shared/docs/field-sync.md): one-time enrolment codes and device credentials (both
 * stored as hashes only), the items each device has pushed (so a repeated push writes nothing twice),
 * the pull snapshots a cursor names, and on the device what /Devices shows of its syncing.
 */
export const fieldSyncMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table device_enrolment_code (
      code_hash text primary key,
      device_id integer not null references device (id) on delete cascade,
      created_by integer references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz
    )`.execute(db);
    await sql`create index device_enrolment_code_device on device_enrolment_code (device_id)`.execute(db);

    await sql`create table device_credential (
      id text primary key,
      device_id integer not null references device (id) on delete cascade,
      secret_hash text not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`.execute(db);
    await sql`create index device_credential_live on device_credential (device_id) where revoked_at is null`.execute(
      db,
    );

    await sql`create table field_item (
      device_id integer not null references device (id) on delete cascade,
      client_id text not null,
      kind text not null,
      record_id integer,
      division_id integer,
      accepted_at timestamptz not null default now(),
      primary key (device_id, client_id)
    )`.execute(db);
    // The console's "N new" count: what arrived since a list was opened, by time.
    await sql`create index field_item_arrivals on field_item (accepted_at) where division_id is not null`.execute(
      db,
    );

    await sql`create table field_pull_snapshot (
      cursor text primary key,
      device_id integer not null references device (id) on delete cascade,
      digests jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
    await sql`create index field_pull_snapshot_device on field_pull_snapshot (device_id)`.execute(db);

    await sql`alter table device
      add column last_sync_at timestamptz,
      add column app_version text not null default '',
      add column pending_errors integer not null default 0`.execute(db);
  },
};
