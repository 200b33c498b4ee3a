import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A T&M voucher's lifecycle (shared/docs/remotes/vouchers.md "Lifecycle"): its status, the reason
 * of a customer's rejection or an office reopen, the billing reference of a closed one and when the
 * status last changed (the device pull sends all four); and on each revision the company's signee
 * named on the device. Expand only: new columns with defaults, so a build before this one keeps
 * writing vouchers (they start In Progress).
 *
 * Existing vouchers: one whose current revision carries the device's signature (the customer's, the
 * only one a device took before this) is Field Verified; any other In Progress. Their status
 * changed when they were last synced.
 */
export const voucherLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table tm_voucher
      add column status text not null default 'InProgress'
        constraint tm_voucher_status check (status in ('InProgress', 'ReadyForReview', 'FieldVerified', 'Rejected', 'Closed')),
      add column status_reason text not null default '',
      add column billing_reference text not null default '',
      add column status_changed_at timestamptz not null default now()`.execute(db);
    await sql`update tm_voucher set status_changed_at = synced_at,
      status = case when has_signature then 'FieldVerified' else 'InProgress' end`.execute(db);
    await sql`alter table tm_voucher_revision add column company_signer_name text not null default ''`.execute(
      db,
    );
  },
};
