import { createHmac } from 'node:crypto';
import { ApiPaths, Messages } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Access } from '../auth/guard.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/users.ts';
import { WALKED_BY_NAME } from '../testing/walked-operations.ts';

/**
 * Every operation of the OpenAPI document × every kind of caller, against the role → claim matrix
 * the database holds. The operations and the claims each needs come from the document itself
 * (`x-access`), so a route added later is covered without editing this test.
 */

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
}

const ROLES = ['sysadmin', 'admin', 'pm', 'contribute', 'readonly'] as const;
/** A request that no operation accepts as valid input, so an admitted caller gets 400 and writes nothing. */
const INVALID_BODY = { '\u0000': 'matrix' };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/** The same claims as `token`, signed as the server would be with `secret` (or not at all). */
function forge(token: string, change: { secret?: string; alg?: 'none' }): string {
  const header = base64url(JSON.stringify({ alg: change.alg ?? 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payloadOf(token)));
  if (change.alg === 'none') return `${header}.${body}.`;
  const signature = createHmac('sha256', change.secret ?? '')
    .update(`${header}.${body}`)
    .digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      const access = operation['x-access'];
      // A route that declares no access cannot even start (guard.ts); missing here means the document lost it.
      if (!access) throw new Error(`${method.toUpperCase()} ${path} has no x-access in the OpenAPI document`);
      operations.push({ method: method.toUpperCase() as Operation['method'], path, access });
    }
  }
  return operations;
}

describeEachDatabase('authorization matrix over every operation', (kind) => {
  let t: TestApp;
  let operations: Operation[];
  const tokens: Record<string, string> = {};
  const claimsOf: Record<string, Set<string>> = {};
  let counts = { checked: 0, refused: 0, admitted: 0 };

  async function signIn(role: (typeof ROLES)[number]) {
    tokens[role] = await t.login(`${role}@demo.local`);
  }

  /** Whether `token` still names a live session (an invalid body: a live one gets 400, nothing changes). */
  async function live(token: string | undefined) {
    const res = await t.call('POST', ApiPaths.account.changePassword, { token, body: INVALID_BODY });
    return res.status !== 401;
  }

  async function call(op: Operation, token?: string) {
    const res = await t.call(op.method, op.path, {
      token,
      body: op.method === 'POST' ? INVALID_BODY : undefined,
    });
    counts.checked++;
    return res;
  }

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    operations = await operationsOf(t);
    for (const role of ROLES) {
      await signIn(role);
      const rows = await t.db
        .selectFrom('app_user')
        .innerJoin('role_claim', 'role_claim.role_id', 'app_user.role_id')
        .select('role_claim.claim_name')
        .where('app_user.user_name', '=', `${role}@demo.local`)
        .execute();
      claimsOf[role] = new Set(rows.map((r) => r.claim_name));
    }
    counts = { checked: 0, refused: 0, admitted: 0 };
  });
  afterAll(async () => {
    console.log(
      `authorization matrix [${kind}]: ${operations?.length ?? 0} operations, ${counts.checked} calls, ` +
        `${counts.refused} refused as expected, ${counts.admitted} admitted as expected`,
    );
    await t?.close();
  });

  it('finds the API in the document: every signed-in area is there', () => {
    const paths = operations.map((op) => op.path);
    for (const area of ['/api/Security/', '/api/TimeCard/', '/api/MaterialList/', '/api/Account/']) {
      expect(
        paths.some((p) => p.startsWith(area)),
        area,
      ).toBe(true);
    }
    expect(
      operations.filter((op) => op.access !== 'public' && op.access !== 'optional').length,
    ).toBeGreaterThan(30);
  });

  it('walks the approval, pay period, payroll, audit, field and health operations, the devices’ own calls as device calls', () => {
    const walked = operations.map((op) => `${op.method} ${op.path}`);
    expect(walked).toEqual(
      expect.arrayContaining(WALKED_BY_NAME.map(([method, path]) => `${method} ${path}`)),
    );
    const deviceCalls = operations.filter((op) => op.access === 'device').map((op) => op.path);
    expect(deviceCalls).toEqual(
      expect.arrayContaining([ApiPaths.field.pull, ApiPaths.field.push, ApiPaths.field.attachment]),
    );
    for (const path of [ApiPaths.health.live, ApiPaths.health.ready]) {
      expect(operations.find((op) => op.path === path)?.access, path).toBe('public');
    }
  });

  it('refuses every protected operation without a valid live session (401), and admits public ones', async () => {
    const sample = tokens.sysadmin as string;
    const secret = 'not-the-server-secret';
    const now = Math.floor(Date.now() / 1000);
    const expired = t.app.jwt.sign({ ...payloadOf(sample), iat: now - 7200, exp: now - 60 });

    const loggedOutId = await createUser(t.db, {
      userName: 'matrix-out@demo.local',
      password: 'Matrix#Out-2026',
    });
    const loggedOut = await t.login('matrix-out@demo.local', 'Matrix#Out-2026');
    expect((await t.call('POST', ApiPaths.account.logout, { token: loggedOut, body: {} })).status).toBe(200);
    await createUser(t.db, { userName: 'matrix-gone@demo.local', password: 'Matrix#Gone-2026' });
    const deactivated = await t.login('matrix-gone@demo.local', 'Matrix#Gone-2026');
    await t.db
      .updateTable('app_user')
      .set({ is_active: false })
      .where('user_name', '=', 'matrix-gone@demo.local')
      .execute();
    expect(loggedOutId).toBeGreaterThan(0);

    const callers: Record<string, string | undefined> = {
      'no token': undefined,
      garbage: 'not-a-token',
      'wrong secret': forge(sample, { secret }),
      'alg none': forge(sample, { alg: 'none' }),
      expired,
      'after logout': loggedOut,
      'after deactivation': deactivated,
    };
    const leaks: string[] = [];
    for (const op of operations) {
      for (const [caller, token] of Object.entries(callers)) {
        const res = await call(op, token);
        if (op.access === 'public' || op.access === 'optional') {
          if (res.status === 401 || res.status === 403)
            leaks.push(`${caller} ${op.method} ${op.path}: ${res.status} on a public route`);
          continue;
        }
        if (res.status !== 401 || res.body.success !== false)
          leaks.push(`${caller} ${op.method} ${op.path}: ${res.status}`);
        else counts.refused++;
      }
    }
    expect(leaks).toEqual([]);
    // The forged and expired tokens differ from the real one only where intended: the real one still works.
    expect(await live(sample)).toBe(true);
  });

  it('admits each role exactly where its claims reach, and answers 403 elsewhere', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      if (op.access === 'public' || op.access === 'optional') continue;
      for (const role of ROLES) {
        if (op.access === 'device') {
          // A console session never opens a device's call, whatever its role.
          const res = await call(op, tokens[role]);
          if (res.status !== 401) wrong.push(`${role} ${op.method} ${op.path}: ${res.status}, should be 401`);
          else counts.refused++;
          continue;
        }
        const held = claimsOf[role] as Set<string>;
        const allowed = op.access.claims.every((claim) => held.has(claim));
        const res = await call(op, tokens[role]);
        if (allowed) {
          if (res.status === 401 || res.status === 403)
            wrong.push(`${role} ${op.method} ${op.path}: ${res.status}, should be admitted`);
          else counts.admitted++;
        } else if (res.status !== 403 || res.body.message !== Messages.forbidden) {
          wrong.push(`${role} ${op.method} ${op.path}: ${res.status}, should be 403`);
        } else counts.refused++;
        // An operation that ends the caller's session (sign-out) leaves the next one a dead token.
        if (!(await live(tokens[role]))) await signIn(role);
      }
    }
    expect(wrong).toEqual([]);
  });
});
