import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An SSO start keeps nothing on the server any more: its state, nonce and PKCE verifier travel in
 * the browser's sealed flow cookie (account/sso/flow-seal.ts), so anonymous starts cannot fill a
 * table or a limit that real sign-ins need. What stays is the record of finished flows
 * (sso_flow_finished), written by the callback, so a flow is finished once on any replica; each row
 * lives until its flow's cookie expires. A sign-in under way across the upgrade is asked to start again.
 * The old sso_flow table is left in place, unused: replicas of the previous release still write it
 * while an upgrade rolls (expand now, contract in a later release; shared/docs/operations.md).
 */
export const ssoFlowCookieMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sso_flow_finished')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('finished_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('sso_flow_finished_expires_at')
      .on('sso_flow_finished')
      .column('expires_at')
      .execute();
  },
};
