import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecret } from './hash.ts';

/**
 * Records an SSO start's callback (by the hash of its flow id, flow-seal.ts): true for the first
 * callback of the flow, on whichever replica; false for a replay or a second callback, with the
 * database's key deciding a race, and for a flow whose expiry the database's clock has passed. A
 * record is kept until its flow expires (after which its cookie is refused anyway); expired ones are
 * removed on the way. Only a callback bringing a sealed cookie writes here: a start writes nothing.
 */
export async function finishFlow(db: Db, flowId: string, expiresAt: Date): Promise<boolean> {
  await db.deleteFrom('sso_flow_finished').where('expires_at', '<', sql<Date>`now()`).execute();
  const expires = expiresAt.toISOString();
  const { rows } = await sql<{ id_hash: string }>`
    insert into sso_flow_finished (id_hash, expires_at)
    select ${hashSecret(flowId)}, ${expires}::timestamptz where ${expires}::timestamptz > now()
    on conflict (id_hash) do nothing
    returning id_hash`.execute(db);
  return rows.length === 1;
}
