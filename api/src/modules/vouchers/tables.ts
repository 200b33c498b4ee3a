import type { ColumnType, Generated } from 'kysely';

/** Columns with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** date columns: written as 'YYYY-MM-DD', read with to_char so no time zone shifts the day. */
type DateColumn = ColumnType<Date | string, string, string>;
/** timestamptz: read as a Date, written as a Date or an ISO text. */
type Instant = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

/** Migration 0015 (vouchers): one row per voucher, carrying its latest revision's list fields. */
export interface VoucherTable {
  id: Generated<number>;
  voucher_number: string;
  device_id: number;
  project_id: number;
  task_id: number;
  /** Copied from the project, for scoping without a join. */
  division_id: number;
  /** The work day the voucher is for (TimeCard Date). */
  created_date: DateColumn;
  latest_revision_id: Nullable<number>;
  version: Defaulted<number>;
  synced_at: Instant;
  submitted_mode: string;
  has_signature: Defaulted<boolean>;
  has_attachment: Defaulted<boolean>;
}

export interface VoucherRevisionTable {
  id: Generated<number>;
  voucher_id: number;
  version: number;
  synced_at: Instant;
  /** Migration 0054: when the device recorded it; the newest recorded is the voucher's current revision. */
  recorded_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 'Online' or 'Offline' */
  submitted_mode: string;
  notes: Defaulted<string>;
  signer_name: Defaulted<string>;
  signed_at: Nullable<Date | string>;
  /** PNG or JPEG; present exactly when signed_at is. */
  signature: Nullable<Uint8Array>;
}

export interface VoucherLabourTable {
  id: Generated<number>;
  revision_id: number;
  employee_id: number;
  pay_code: string;
  hours: number;
}

export interface VoucherMaterialTable {
  id: Generated<number>;
  revision_id: number;
  /** The Material List entry; null once that entry is deleted (the name stays). */
  material_id: Nullable<number>;
  material_name: string;
  quantity: number;
  unit: Defaulted<string>;
}

export interface VoucherEquipmentTable {
  id: Generated<number>;
  revision_id: number;
  /** The Equipment List entry; null once that entry is deleted (the name stays). */
  equipment_id: Nullable<number>;
  equipment_name: string;
  hours: number;
}

export interface VoucherAttachmentTable {
  id: Generated<number>;
  revision_id: number;
  name: string;
  mime: string;
  content: Bytes;
}

export interface VoucherTables {
  tm_voucher: VoucherTable;
  tm_voucher_revision: VoucherRevisionTable;
  tm_voucher_labour: VoucherLabourTable;
  tm_voucher_material: VoucherMaterialTable;
  tm_voucher_equipment: VoucherEquipmentTable;
  tm_voucher_attachment: VoucherAttachmentTable;
}
