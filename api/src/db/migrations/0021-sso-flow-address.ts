import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each SSO start keeps the address it came from, so the starts one address holds at a time can be
 * limited (account/sso/flow-store.ts): an anonymous GET must not be able to fill the table.
 */
export const ssoFlowAddressMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sso_flow')
      .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(sql`''`))
      .execute();
    await db.schema
      .createIndex('sso_flow_client_address')
      .on('sso_flow')
      .columns(['client_address', 'created_at'])
      .execute();
  },
};
