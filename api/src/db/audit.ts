import type { Transaction } from 'kysely';
import { checkWritingSession } from '../auth/write-check.ts';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

export type Trx = Transaction<Database>;

/** What one write did, for its audit row. */
export interface AuditEntry {
  action: 'create' | 'update' | 'delete' | (string & {});
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

/**
 * Runs a write and its audit row in one transaction (shared/docs/architecture.md: every write is a
 * transaction and is recorded). `work` returns its result and the audit entry; when it throws,
 * neither the write nor the audit row is kept. A write of a signed-in request whose session has
 * ended meanwhile is refused (auth/write-check.ts). Inside `work` use only `trx`: PGlite has a single
 * connection, so a query on `db` there would wait for this transaction forever.
 */
export async function auditedWrite<T>(
  db: Db,
  userId: number | null,
  work: (trx: Trx) => Promise<{ result: T; audit: AuditEntry }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    // Strict on writes: a session ended on another API process is refused here, not remembered.
    await checkWritingSession(db, trx);
    const { result, audit } = await work(trx);
    await auditAlso(trx, userId, audit);
    return result;
  });
}

/**
 * One more audit row inside an `auditedWrite`'s transaction, for a write that changes several
 * records each with a History of its own (a field push's voucher revisions beside the device's row).
 */
export async function auditAlso(trx: Trx, userId: number | null, audit: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: userId,
      action: audit.action,
      entity: audit.entity,
      entity_id: audit.entityId === null ? null : String(audit.entityId),
      before: audit.before === undefined || audit.before === null ? null : JSON.stringify(audit.before),
      after: audit.after === undefined || audit.after === null ? null : JSON.stringify(audit.after),
    })
    .execute();
}
