import { type Claim, type Envelope, Messages, pageToSkipTake, type SearchTextEntry } from '@tac/contracts';
import { expect } from 'vitest';
import type { Database } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Rows in a table, deleted ones included: "nothing written" means this did not move. */
export async function countRows(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select(t.db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A table's rows and the audit log's: a refused write leaves both as they were. */
export async function rowsAndAudits(
  t: TestApp,
  table: keyof Database,
): Promise<{ rows: number; audits: number }> {
  return { rows: await countRows(t, table), audits: await countRows(t, 'audit_log') };
}

/** The audit rows of one record, oldest first. */
export function auditsOf(t: TestApp, entity: string, id: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['action', 'user_id', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

/** Signs in demo users by their short name ('admin' → admin@demo.local). */
export async function signIn(t: TestApp, ...users: string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const user of users) tokens[user] = await t.login(`${user}@demo.local`);
  return tokens;
}

/**
 * A suite's POST as one of its signed-in users (`admin` unless named): the app and tokens are read
 * when it is called, as the suite's `beforeAll` sets them.
 */
export function postAs(app: () => TestApp, tokens: () => Record<string, string>) {
  return <T>(path: string, body: unknown, who = 'admin') =>
    app().call<T>('POST', path, { body, token: tokens()[who] as string });
}

/** The id of a demo user, to check audit rows name the signed-in user. */
export async function userIdOf(t: TestApp, user: string): Promise<number> {
  const row = await t.db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', `${user}@demo.local`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Walks a list page by page with the client's Skip/Take (page n: Skip (n-1)*100+1, Take n*100),
 * checking totalCount on every page and the size of each page; returns every row in order.
 */
export async function walkPages<T>(
  t: TestApp,
  path: string,
  token: string,
  SearchText: SearchTextEntry[],
  expectedTotal: number,
): Promise<T[]> {
  const seen: T[] = [];
  const pages = Math.ceil(expectedTotal / 100);
  for (let page = 1; page <= pages; page++) {
    const res = await t.call<T[]>('POST', path, { body: { SearchText, ...pageToSkipTake(page) }, token });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(expectedTotal);
    expect(res.body.data).toHaveLength(Math.min(100, expectedTotal - (page - 1) * 100));
    seen.push(...res.body.data);
  }
  return seen;
}

/** A failure envelope as every error answers it. */
export function failure(message: string): Envelope<null> {
  return { success: false, message, data: null, totalCount: 0 };
}

/** Posts a write that must be refused with this status and text, and checks that nothing was written. */
export async function expectRefusedWrite(
  t: TestApp,
  request: { path: string; body: unknown; token: string | undefined },
  refusal: { status: number; message: string },
  counts: () => Promise<unknown>,
): Promise<void> {
  const before = await counts();
  const res = await t.call('POST', request.path, { body: request.body, token: request.token });
  expect(res.status).toBe(refusal.status);
  expect(res.body).toEqual(failure(refusal.message));
  expect(await counts()).toEqual(before);
}

/** Runs `work` while the role lacks `claim`; the claim is given back afterwards, whatever `work` did. */
export async function withoutClaim(
  t: TestApp,
  roleId: number,
  claim: Claim,
  work: () => Promise<void>,
): Promise<void> {
  await t.db.deleteFrom('role_claim').where('role_id', '=', roleId).where('claim_name', '=', claim).execute();
  try {
    await work();
  } finally {
    await t.db.insertInto('role_claim').values({ role_id: roleId, claim_name: claim }).execute();
  }
}

/** A call a guard test makes: method, path (with its query) and, for a POST, its body. */
export type GuardedCall = readonly ['GET' | 'POST', string, unknown?];

/**
 * Each call needs a session and the claim: without a token it answers 401 (session expired), and with
 * `token`, signed in as the demo `user`, once the user's role lacks `claim`, 403 Forbidden. The
 * claim is given back after each call, whatever it answered.
 */
export async function expectClaimRequired(
  t: TestApp,
  { user, token, claim }: { user: string; token: string | undefined; claim: Claim },
  calls: readonly GuardedCall[],
): Promise<void> {
  const { role_id: roleId } = await t.db
    .selectFrom('app_user')
    .select('role_id')
    .where('user_name', '=', `${user}@demo.local`)
    .executeTakeFirstOrThrow();
  for (const [method, path, body] of calls) {
    const res = await t.call(method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(failure(Messages.login.sessionExpired));
    await withoutClaim(t, roleId, claim, async () => {
      const denied = await t.call(method, path, { body, token });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(failure(Messages.forbidden));
    });
  }
}
