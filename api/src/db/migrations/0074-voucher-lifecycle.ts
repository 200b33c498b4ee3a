import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A T&M voucher's lifecycle (shared/docs/remotes/vouchers.md "Lifecycle"): its status, the reason
 * of a customer's rejection or an office reopen, the billing reference of a closed one and when the
 * status last changed (the device pull sends all four); and on each revision the company's signee
 * named on the device. Expand only, and no row rewritten: the status and its time are nullable, the
 * texts have constant defaults, so the start stays quick on a large voucher table and a build before
 * this one keeps writing vouchers.
 *
 * A voucher with no status stored (one stored before this migration and untouched since, or written
 * by an older build) reads as its signature says: Field Verified when its current revision carries
 * the device's signature (the customer's, the only one a device took before), else In Progress,
 * changed when last synced (vouchers/lifecycle.ts `voucherStatusSql`). The new code stores it the
 * first time it locks the voucher to change it, before anything else moves.
 */
export const voucherLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table tm_voucher
      add column status text
        constraint tm_voucher_status check (status in ('InProgress', 'ReadyForReview', 'FieldVerified', 'Rejected', 'Closed')),
      add column status_reason text not null default '',
      add column billing_reference text not null default '',
      add column status_changed_at timestamptz`.execute(db);
    await sql`alter table tm_voucher_revision add column company_signer_name text not null default ''`.execute(
      db,
    );
  },
};
