import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecret, newSecret } from './hash.ts';
import type { FlowChecks } from './provider-client.ts';

/** Time for the user to sign in at the provider, between the SSO start and its callback. */
export const FLOW_SECONDS = 600;

/**
 * Keeps an SSO start's checks in the database (any replica may receive the callback) under the
 * hash of a new flow id, and gives the id for the browser's cookie. Starts older than a day are
 * cleared on the way: abandoned ones would otherwise stay.
 */
export async function saveFlow(db: Db, checks: FlowChecks): Promise<string> {
  const flowId = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sso_flow').where('created_at', '<', sql<Date>`now() - interval '1 day'`).execute();
    await trx
      .insertInto('sso_flow')
      .values({
        id_hash: hashSecret(flowId),
        state: checks.state,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
      })
      .execute();
  });
  return flowId;
}

/**
 * The checks of a start younger than FLOW_SECONDS, removed as they are read: a callback is
 * finished once, and a replayed one finds nothing.
 */
export async function takeFlow(db: Db, flowId: string): Promise<FlowChecks | undefined> {
  const row = await db
    .deleteFrom('sso_flow')
    .where('id_hash', '=', hashSecret(flowId))
    .returning([
      'state',
      'nonce',
      'code_verifier',
      sql<boolean>`created_at > now() - make_interval(secs => ${FLOW_SECONDS})`.as('fresh'),
    ])
    .executeTakeFirst();
  if (!row?.fresh) return undefined;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier };
}
