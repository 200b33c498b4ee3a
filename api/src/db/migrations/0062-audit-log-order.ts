import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The audit log read newest first by an index walk (shared/docs/payroll-export.md "History"): the
 * Audit Log's order (at, id), each of its filters (user, record kind, action) followed by that order,
 * and a record's History (entity and id) in that order too. A page, its keyset anchor and its bounded
 * count then read only the entries they need, whatever the log holds; each index also holds the page's
 * keys, so a count or a skip reads the index alone. The time filter is a range of the first.
 */
export const auditLogOrderMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index audit_log_newest on audit_log (at, id)`.execute(db);
    await sql`create index audit_log_user_newest on audit_log (user_id, at, id)`.execute(db);
    await sql`create index audit_log_entity_newest on audit_log (entity, at, id)`.execute(db);
    await sql`create index audit_log_action_newest on audit_log (action, at, id)`.execute(db);
    await sql`create index audit_log_record_newest on audit_log (entity, entity_id, at, id)`.execute(db);
    // The record index above leads with the same columns.
    await sql`drop index audit_log_entity`.execute(db);
    // Vacuumed every few tens of thousands of writes, not every fifth of the table: a count or skip
    // reads the index alone only where the table's pages are marked all-visible, and the newest rows,
    // which page 1 counts, are the ones the default leaves unmarked longest.
    await sql`alter table audit_log set (autovacuum_vacuum_insert_scale_factor = 0.01)`.execute(db);
  },
};
