import type { ColumnType } from 'kysely';

/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * Migration 0035 (field sync). The field module owns these tables; the device columns it adds
 * (last_sync_at, app_version, pending_errors) are declared on the workforce device table.
 */
export interface DeviceEnrolmentCodeTable {
  /** sha256 of the code: the code itself is shown once and never stored. */
  code_hash: string;
  device_id: number;
  created_by: number | null;
  created_at: Instant;
  expires_at: Date | string;
  used_at: NullableInstant;
  revoked_at: NullableInstant;
}

export interface DeviceCredentialTable {
  id: string;
  device_id: number;
  /** sha256 of the credential's secret part. */
  secret_hash: string;
  created_at: Instant;
  revoked_at: NullableInstant;
}

/** Every item and attachment a device pushed, by its client id: a repeat writes nothing. */
export interface FieldItemTable {
  device_id: number;
  client_id: string;
  kind: string;
  /** The row written: timecard, issue_note, daily_detail, tm_voucher_revision or an attachment's. */
  record_id: number | null;
  /** The item's project's division (null for an attachment): who may count it among new arrivals. */
  division_id: number | null;
  accepted_at: Instant;
  /** Migration 0056: the writing transaction's id (xid8, as text), the "N new" count's order. */
  arrival_xid: ColumnType<string, never, never>;
  /**
   * Migration 0054: a digest of each field of the item as first pushed (content-digest.ts); null for
   * items pushed before it.
   */
  content_digest: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** What a pull answered, per section and row (a digest each): the next pull sends the difference. */
export interface FieldPullSnapshotTable {
  cursor: string;
  device_id: number;
  digests: ColumnType<unknown, string, string>;
  created_at: Instant;
}

/** Migration 0045: a rate limit's window per key (rate-limit.ts). */
export interface FieldRateWindowTable {
  key: string;
  window_start: Instant;
  calls: number;
}

/** Migration 0054: when a device's assignment of an employee or project last ended (its triggers keep it). */
export interface DeviceAssignmentEndTable {
  device_id: number;
  kind: 'employee' | 'project';
  item_id: number;
  ended_at: Instant;
}

export interface FieldTables {
  device_enrolment_code: DeviceEnrolmentCodeTable;
  device_credential: DeviceCredentialTable;
  field_item: FieldItemTable;
  field_pull_snapshot: FieldPullSnapshotTable;
  field_rate_window: FieldRateWindowTable;
  device_assignment_end: DeviceAssignmentEndTable;
}
