import { ApiPaths } from '@tac/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enrolDevice } from '../modules/field/testing.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Bad input generated for every operation of the OpenAPI document from its own schema: whole bodies
 * of the wrong kind, one field at a time replaced by a wrong type, a huge or strange string, prototype
 * keys, deep nesting, and query values that are not plain numbers. Sent as the SystemAdmin (who passes
 * every claim, so the input checks themselves are what is tried). Nothing may answer 5xx, and a refused
 * request writes nothing: the audit log (every write adds a row in the same transaction) is checked
 * after each refusal, and every table's row count after each operation's run.
 */

/**
 * `npm test` tries a sample of each operation's cases; `npm run test:deep` sets BAD_INPUT_CASES to
 * the full 200 (shared/docs/testing.md). The sample is the same run's first cases (one seed).
 */
const CASES_PER_OPERATION = Number(process.env.BAD_INPUT_CASES || 12);
/**
 * Bookkeeping a refused request legitimately changes: a failed sign-in is counted, and so is a field
 * device's call, refused or not, in its rate window (a new minute starts a new window row).
 */
const BOOKKEEPING = new Set([
  'field_rate_window',
  'login_attempt',
  'login_known_address',
  'user_session',
  'kysely_migration',
  'kysely_migration_lock',
]);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  maxLength?: number;
  minimum?: number;
  format?: string;
}

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
  /** A field device's call: sent with a device credential (modules/field). */
  device: boolean;
}

const strangeStrings = fc.constantFrom(
  '',
  ' ',
  '\u200b\u200b',
  '\u0000',
  '\u0007bell',
  '\ud800',
  '\udfff lone',
  '𝕏'.repeat(40),
  '\u202eevil',
  'e\u0301'.repeat(30),
  'x'.repeat(51),
  'x'.repeat(100_000),
  "'; drop table app_user; --",
  '%00',
  '__proto__',
  '0x10',
  '1e1',
  '+16',
  '16.0',
  'true',
  '-1',
  '99999999999999999999',
  '2026-02-30',
  '30-02-2026 00:00:00',
);

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, 1e308),
  fc.string(),
  strangeStrings,
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 5 }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
);

/** A plausible value of a schema: the starting point that one mutation then breaks. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date' ? '2026-11-24' : 'Fuzz';
    default:
      return null;
  }
}

function deepNest(levels: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
}

/** A lone surrogate has no UTF-8 form: it goes as the bytes a careless client would send (invalid UTF-8). */
function queryEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** One bad request for `op`: a raw JSON body (so prototype keys survive) and a query string. */
function badRequest(op: Operation): fc.Arbitrary<{ body?: string; query: string }> {
  const skeleton = (sample(op.body) ?? {}) as Record<string, unknown>;
  const keys = Object.keys(skeleton);
  const bodies: fc.Arbitrary<string>[] = [
    wrongValue.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{',
      'not json',
      '[]',
      JSON.stringify(deepNest(2000)),
    ),
  ];
  if (keys.length > 0) {
    bodies.push(
      fc
        .tuple(fc.constantFrom(...keys), wrongValue)
        .map(([key, value]) => JSON.stringify({ ...skeleton, [key]: value })),
      fc
        .tuple(fc.constantFrom(...keys), strangeStrings)
        .map(([key, value]) => JSON.stringify({ ...skeleton, [key]: value })),
      fc.constantFrom(...keys).map((key) => {
        const { [key]: _dropped, ...rest } = skeleton;
        return JSON.stringify(rest);
      }),
      fc.constant(`{"__proto__":{"polluted":true},${JSON.stringify(skeleton).slice(1)}`),
    );
  }
  const queryValue = fc.oneof(strangeStrings, fc.string()).map(queryEncode);
  const query =
    op.query.length === 0
      ? fc.constant('')
      : fc
          .array(fc.tuple(fc.constantFrom(...op.query.map((q) => q.name)), queryValue), { maxLength: 3 })
          .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  return fc.record({ body: op.method === 'POST' ? fc.oneof(...bodies) : fc.constant(undefined), query });
}

async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          parameters?: { in: string; name: string; schema: JsonSchema }[];
          'x-access'?: unknown;
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
        device: operation['x-access'] === 'device',
      });
    }
  }
  return operations;
}

describeEachDatabase('bad input on every operation', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceToken: string;
  let tables: string[];

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    token = await t.login('sysadmin@demo.local');
    const device = await t.db
      .selectFrom('device')
      .select('id')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    deviceToken = await enrolDevice(t, token, device.id);
    const rows = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.db);
    tables = rows.rows.map((r) => r.name).filter((name) => !BOOKKEEPING.has(name));
  });
  afterAll(() => t?.close());

  async function auditRows(): Promise<number> {
    const row = await t.db
      .selectFrom('audit_log')
      .select(t.db.fn.countAll<string>().as('n'))
      // Sign-ins and sign-outs are audited too (this suite signs in again after a sign-out case).
      .where('entity', '<>', 'user_session')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      if (table === 'audit_log') {
        counts[table] = await auditRows();
        continue;
      }
      const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
      counts[table] = Number(result.rows[0]?.n);
    }
    return counts;
  }

  it(`answers no 5xx and writes nothing when refusing, ${CASES_PER_OPERATION} cases per operation`, async () => {
    const operations = await operationsOf(t);
    expect(operations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let sent = 0;
    let refused = 0;
    const started = Date.now();
    for (const op of operations) {
      const countsBefore = await rowCounts();
      let accepted = 0;
      const cases = fc.sample(badRequest(op), { numRuns: CASES_PER_OPERATION, seed: 20261124 });
      let audited = await auditRows();
      for (const request of cases) {
        const url = request.query ? `${op.path}?${request.query}` : op.path;
        const res = await fetch(t.baseUrl + url, {
          method: op.method,
          headers: {
            authorization: `Bearer ${op.device ? deviceToken : token}`,
            ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: request.body,
        });
        sent++;
        const text = await res.text();
        if (res.status >= 500)
          problems.push(`${op.method} ${url.slice(0, 120)} → ${res.status} ${text.slice(0, 200)}`);
        // One count a request: the count after the last one is this one's "before".
        const auditedNow = await auditRows();
        if (res.status >= 400) {
          refused++;
          if (auditedNow !== audited)
            problems.push(`${op.method} ${op.path}: a refused request (${res.status}) wrote`);
        } else accepted++;
        audited = auditedNow;
        // A sign-out among the cases ends this session; sign in again for the rest.
        if (res.status === 401 && op.path !== ApiPaths.account.login) {
          token = await t.login('sysadmin@demo.local');
          audited = await auditRows();
        }
      }
      if (accepted === 0) {
        const countsAfter = await rowCounts();
        for (const table of tables) {
          if (countsAfter[table] !== countsBefore[table]) {
            problems.push(
              `${op.method} ${op.path}: ${table} went from ${countsBefore[table]} to ${countsAfter[table]} rows`,
            );
          }
        }
      }
    }
    console.log(
      `bad input [${kind}]: ${operations.length} operations, ${sent} requests, ${refused} refused, ` +
        `${problems.length} problems, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(problems).toEqual([]);
  }, 600_000);

  it('a prototype key in a body pollutes nothing', async () => {
    await fetch(`${t.baseUrl}${ApiPaths.materialList.save}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"__proto__":{"polluted":true},"DisplayText":"Proto test"}',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
