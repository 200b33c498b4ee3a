import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { hashSecret, newSecret } from './hash.ts';
import type { FlowChecks } from './provider-client.ts';

/** Time for the user to sign in at the provider, between the SSO start and its callback. */
export const FLOW_SECONDS = 600;

/**
 * How many live starts (younger than FLOW_SECONDS) one address, and all addresses together, may
 * hold. A start is an anonymous GET that writes a row: without a bound, one client could fill the
 * table. A person signing in needs one start, a few with retries or several tabs.
 */
export const FLOW_LIMITS = { perAddress: 10, total: 10_000 };

/** Advisory lock class of an address's starts (login-limit.ts holds 20_001 and 20_002). */
const FLOW_LOCK = 20_003;

/**
 * Keeps an SSO start's checks in the database (any replica may receive the callback) under the
 * hash of a new flow id, and gives the id for the browser's cookie; undefined when the address, or
 * the console, holds FLOW_LIMITS live starts already. Expired starts are removed on the way.
 * Starts from one address are counted under a lock, so parallel ones cannot pass the limit; the
 * total is a bound on the table, counted without one.
 */
export async function saveFlow(db: Db, checks: FlowChecks, address: string): Promise<string | undefined> {
  const flowId = newSecret();
  const saved = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${FLOW_LOCK}, hashtext(${address}))`.execute(trx);
    await trx
      .deleteFrom('sso_flow')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${FLOW_SECONDS})`)
      .execute();
    const live = await trx
      .selectFrom('sso_flow')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn.countAll<string>().filterWhere('client_address', '=', address).as('mine'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(live.mine) >= FLOW_LIMITS.perAddress || Number(live.total) >= FLOW_LIMITS.total) return false;
    await trx
      .insertInto('sso_flow')
      .values({
        id_hash: hashSecret(flowId),
        state: checks.state,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        client_address: address,
      })
      .execute();
    return true;
  });
  return saved ? flowId : undefined;
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
