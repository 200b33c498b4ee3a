import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The T&M log by project (shared/docs/remotes/vouchers.md "T&M log"): one project's vouchers in
 * date order, for the page and its count, without walking every voucher of the user's divisions
 * (`tm_voucher_list` leads with the division, `tm_voucher_day` with the date alone). INCLUDE holds
 * the division, so a user's scope is checked in the index too. Expand only: an index the previous
 * release does not know costs it only its writes' upkeep.
 */
export const tmLogProjectIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tm_voucher_project on tm_voucher (project_id, created_date desc, id desc)
      include (division_id)`.execute(db);
  },
};
