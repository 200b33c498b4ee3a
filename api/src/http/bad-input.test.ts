import { ApiPaths } from '@tac/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientId, enrolDevice, ONE_HOUR, timecardItem } from '../modules/field/testing.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { WALKED_BY_NAME } from '../testing/walked-operations.ts';

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
  'x-date-rule'?: string;
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

/** A good value of each kind of date (shared/docs/api.md "Dates"), by its format or x-date-rule. */
const SAMPLE_DATES: Record<string, string> = {
  date: '2026-11-24',
  'work-day': '2026-11-24',
  'date-time': '2026-11-24T08:00:00Z',
  list: '24-11-2026 00:00:00',
  form: '2026-11-24',
};

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
      return SAMPLE_DATES[schema.format ?? schema['x-date-rule'] ?? ''] ?? 'Fuzz';
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

/**
 * A request field that holds a date, by its rule (a date format or x-date-rule) or, for a field that
 * declares none, by its name: so a new date field is tried, and the test below fails until it
 * declares the one rule.
 */
const DATE_NAME = /(date|day|week|since)s?$|[a-z]At$|^(from|to)$/i;
/** Fields named like dates that hold something else. */
const NOT_DATES: Record<string, string> = {
  runReportAt: "a clock time ('HH:MM AM') or 'now'",
  since: 'Field/Arrivals: a mark in the order pushes committed (digits), not a time',
};

interface DateField {
  /** Where, as the validator names it (weekEndingDates[0], items[0].day). */
  path: string;
  /** Its format or x-date-rule; undefined when it declares none. */
  rule: string | undefined;
  /** The request part holding the field with `value` there and plausible values elsewhere. */
  put: (value: string) => unknown;
}

const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

function dateFieldsOf(schema: JsonSchema | undefined, name: string, path: string, depth = 0): DateField[] {
  if (!schema || depth > 6) return [];
  const variants = schema.anyOf ?? schema.oneOf;
  // Each alternative with its own plausible rest (a push item of each kind).
  if (variants) return variants.flatMap((variant) => dateFieldsOf(variant, name, path, depth + 1));
  if (isString(schema)) {
    const rule = schema.format ?? schema['x-date-rule'];
    const dated = (rule !== undefined && rule in SAMPLE_DATES) || (DATE_NAME.test(name) && !NOT_DATES[name]);
    return dated ? [{ path, rule, put: (value) => value }] : [];
  }
  if (schema.properties) {
    const properties = schema.properties;
    return Object.entries(properties).flatMap(([key, property]) =>
      dateFieldsOf(property, key, path ? `${path}.${key}` : key, depth + 1).map((field) => ({
        ...field,
        put: (value: string) => ({ ...(sample(schema) as object), [key]: field.put(value) }),
      })),
    );
  }
  if (schema.items) {
    return dateFieldsOf(schema.items, name, `${path}[0]`, depth + 1).map((field) => ({
      ...field,
      put: (value: string) => [field.put(value)],
    }));
  }
  return [];
}

const twoYearsAhead = `${new Date().getUTCFullYear() + 2}-06-01`;
/**
 * The edges a date meets, the likeliest to break something first: impossible days, years
 * PostgreSQL has not (0) or the week arithmetic cannot write (past 9999), the ends of JavaScript's
 * date range, outside a day worked's window, and PostgreSQL's own date words.
 */
const DATE_EDGES = {
  day: [
    '2026-02-30',
    '0000-01-01',
    '9999-12-31',
    '+275760-09-13',
    twoYearsAhead,
    '2026-13-01',
    '1999-12-31',
    '1899-12-31',
    '3000-01-01',
    '2026-1-1',
  ],
  instant: [
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '2026-02-30T00:00:00Z',
    '275760-09-13T00:00:00Z',
    '2026-03-09T24:00:00Z',
    '2026-12-31T23:59:60Z',
  ],
  list: [
    '31-12-9999 23:59:59',
    '01-01-0000 00:00:00',
    '31-02-2026 00:00:00',
    '01-01-3000 00:00:00',
    '24-11-2026 24:00:00',
  ],
  any: ['infinity', 'epoch', ''],
} as const;
/** `npm test` tries each date field at its first edges of each list; `npm run test:deep` at all. */
const EDGES_PER_LIST = process.env.BAD_INPUT_CASES ? Number.POSITIVE_INFINITY : 4;

function edgesFor(rule: string | undefined): string[] {
  const kind = rule === 'date-time' ? 'instant' : rule === 'list' ? 'list' : 'day';
  // A field that declares no rule is tried at every edge (and fails the test until it declares one).
  const lists = rule === undefined ? Object.values(DATE_EDGES) : [DATE_EDGES[kind], DATE_EDGES.any];
  return lists.flatMap((edges) => edges.slice(0, EDGES_PER_LIST));
}

describeEachDatabase('bad input on every operation', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceToken: string;
  let deviceId: number;
  let tables: string[];

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    token = await t.login('sysadmin@demo.local');
    const device = await t.db
      .selectFrom('device')
      .select('id')
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    deviceId = device.id;
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

  /** Every table's rows (the audit log's as `auditRows` counts them), in one statement. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counted = tables.map((table) =>
      table === 'audit_log'
        ? sql`(select count(*) from audit_log where entity <> 'user_session')`
        : sql`(select count(*) from ${sql.table(table)})`,
    );
    const { rows } = await sql<{ n: string[] }>`select array[${sql.join(counted)}]::text[] as n`.execute(
      t.db,
    );
    return Object.fromEntries(tables.map((table, i) => [table, Number(rows[0]?.n[i])]));
  }

  it('walks the approval, pay period, payroll, audit, field and health operations, the devices’ own calls with a device credential', async () => {
    const operations = await operationsOf(t);
    const walked = operations.map((op) => `${op.method} ${op.path}`);
    expect(walked).toEqual(
      expect.arrayContaining(WALKED_BY_NAME.map(([method, path]) => `${method} ${path}`)),
    );
    expect(operations.filter((op) => op.device).map((op) => op.path)).toEqual(
      expect.arrayContaining([ApiPaths.field.pull, ApiPaths.field.push, ApiPaths.field.attachment]),
    );
  });

  it(`answers no 5xx and writes nothing when refusing, ${CASES_PER_OPERATION} cases per operation`, async () => {
    const operations = await operationsOf(t);
    expect(operations.length).toBeGreaterThan(30);
    const problems: string[] = [];
    let sent = 0;
    let refused = 0;
    const started = Date.now();
    // The counts after an operation are the next one's before: nothing else runs in between.
    let counted: Record<string, number> | undefined;
    for (const op of operations) {
      const countsBefore = counted ?? (await rowCounts());
      counted = undefined;
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
        counted = countsAfter;
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

  /**
   * For the date cases, a device other than the fuzz's (whose calls spend that one's rate window),
   * with an active employee and project assigned: what a good pushed item names.
   */
  let dateDevice: { token: string; employeeId: number; projectId: number } | undefined;
  async function deviceForDates() {
    if (dateDevice) return dateDevice;
    const assigned = await t.db
      .selectFrom('device as d')
      .innerJoin('device_employee as de', 'de.device_id', 'd.id')
      .innerJoin('employee as e', 'e.id', 'de.employee_id')
      .innerJoin('device_project as dp', 'dp.device_id', 'd.id')
      .innerJoin('project as p', 'p.id', 'dp.project_id')
      .select(['d.id as deviceId', 'e.id as employeeId', 'p.id as projectId'])
      .where('d.id', '<>', deviceId)
      .where('d.is_active', '=', true)
      .where('e.is_active', '=', true)
      .where('p.is_active', '=', true)
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    dateDevice = { ...assigned, token: await enrolDevice(t, token, assigned.deviceId) };
    return dateDevice;
  }

  it('tries every date field of the document at its edges: each declares the one rule, none answers 5xx or writes when refused', async () => {
    const operations = await operationsOf(t);
    const undeclared: string[] = [];
    const problems: string[] = [];
    const tried: string[] = [];
    for (const op of operations) {
      const fields = [
        ...dateFieldsOf(op.body, '', '').map((field) => ({ ...field, where: 'body' as const })),
        ...op.query.flatMap((param) =>
          dateFieldsOf(param.schema, param.name, param.name).map((field) => ({
            ...field,
            where: 'query' as const,
          })),
        ),
      ];
      for (const field of fields) {
        const name = `${op.method} ${op.path} ${field.path}`;
        tried.push(name);
        if (field.rule === undefined) undeclared.push(name);
        const before = await auditRows();
        let accepted = 0;
        for (const edge of edgesFor(field.rule)) {
          const query = new URLSearchParams(
            op.query.map((param) => [param.name, String(sample(param.schema) ?? '')] as [string, string]),
          );
          if (field.where === 'query') query.set(field.path, edge);
          const body =
            op.method === 'POST'
              ? JSON.stringify(field.where === 'body' ? field.put(edge) : (sample(op.body) ?? {}))
              : undefined;
          const res = await fetch(`${t.baseUrl}${op.path}${query.size > 0 ? `?${query}` : ''}`, {
            method: op.method,
            headers: {
              authorization: `Bearer ${op.device ? (await deviceForDates()).token : token}`,
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            body,
          });
          const text = await res.text();
          if (res.status >= 500)
            problems.push(`${name} = ${JSON.stringify(edge)} → ${res.status} ${text.slice(0, 160)}`);
          if (res.status === 429)
            problems.push(`${name} = ${JSON.stringify(edge)}: rate-limited, never tried`);
          if (res.status < 400) accepted++;
          if (res.status === 401) token = await t.login('sysadmin@demo.local');
        }
        if (accepted === 0 && (await auditRows()) !== before)
          problems.push(`${name}: a refused request wrote`);
      }
    }
    // The walk finds the dates the document declares: the named operations among them.
    expect(tried).toEqual(
      expect.arrayContaining([
        `POST ${ApiPaths.approval.close} weekEndingDate`,
        `POST ${ApiPaths.approval.reopen} weekEndingDate`,
        `POST ${ApiPaths.payroll.create} weekEndingDates[0]`,
        `POST ${ApiPaths.payroll.preview} weekEndingDates[0]`,
        `POST ${ApiPaths.audit.log} from`,
        `POST ${ApiPaths.field.push} items[0].day`,
      ]),
    );
    expect(undeclared).toEqual([]);
    expect(problems).toEqual([]);
  }, 600_000);

  /** A 400 whose message starts with the field's name, as the validator words it. */
  const namesField = (field: string) => new RegExp(`^${field.replace(/[[\]]/g, '\\$&')} `);

  it('refuses an impossible or out-of-range date with a 400 naming the field, never a 500', async () => {
    const division = await t.db.selectFrom('division').select('id').orderBy('id').executeTakeFirstOrThrow();
    const divisionIds = [division.id];
    const checks: { path: string; method: 'GET' | 'POST'; body?: unknown; field: string }[] = [];
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '+275760-09-13']) {
      const periods = `?fromWeek=${encodeURIComponent(day)}&toWeek=2026-01-04`;
      checks.push(
        {
          path: ApiPaths.approval.close,
          method: 'POST',
          body: { weekEndingDate: day, divisionIds },
          field: 'weekEndingDate',
        },
        {
          path: ApiPaths.approval.reopen,
          method: 'POST',
          body: { weekEndingDate: day, divisionIds, reason: 'Fix' },
          field: 'weekEndingDate',
        },
        {
          path: ApiPaths.payroll.create,
          method: 'POST',
          body: { weekEndingDates: [day], divisionIds },
          field: 'weekEndingDates[0]',
        },
        {
          path: ApiPaths.payroll.preview,
          method: 'POST',
          body: { weekEndingDates: [day], divisionIds },
          field: 'weekEndingDates[0]',
        },
        { path: ApiPaths.approval.periods + periods, method: 'GET', field: 'fromWeek' },
      );
    }
    // The ends of the JavaScript date range, and years PostgreSQL or the week arithmetic cannot take
    // (since is a mark in commit order now, refused as one: the same sentence names it).
    for (const instant of [
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '275760-09-13T00:00:00Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '2026-02-30T00:00:00Z',
    ]) {
      checks.push(
        {
          path: `${ApiPaths.field.arrivals}?since=${encodeURIComponent(instant)}`,
          method: 'GET',
          field: 'since',
        },
        {
          path: ApiPaths.audit.log,
          method: 'POST',
          body: { from: instant, Skip: 0, Take: 10 },
          field: 'from',
        },
      );
    }
    const wrong: string[] = [];
    for (const check of checks) {
      const res = await t.call(check.method, check.path, { token, body: check.body });
      if (res.status !== 400 || !namesField(check.field).test(res.body.message))
        wrong.push(
          `${check.method} ${check.path} ${JSON.stringify(check.body ?? '')} → ${res.status} ${res.body.message}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a pushed item whose day is impossible or outside the window alone, naming day; the others are accepted', async () => {
    const assigned = await deviceForDates();
    const today = new Date().toISOString().slice(0, 10);
    const twoYearsAhead = `${Number(today.slice(0, 4)) + 2}${today.slice(4)}`;
    const timecard = (day: string) =>
      timecardItem(
        { employeeId: assigned.employeeId, projectId: assigned.projectId, day },
        { timeRecordId: 900_001, ...ONE_HOUR },
      );
    const detail = (day: string) => ({
      clientId: clientId(),
      kind: 'dailyDetail',
      day,
      projectId: assigned.projectId,
    });
    const note = (day: string) => ({
      clientId: clientId(),
      kind: 'issueNote',
      day,
      projectId: assigned.projectId,
      issueNote: 'Date check',
    });
    const items = [
      timecard(today),
      timecard('0000-01-01'),
      timecard('9999-12-31'),
      timecard('1999-12-31'),
      timecard(twoYearsAhead),
      note('2026-02-30'),
      detail('2026-13-01'),
      detail(today),
    ];
    const res = await t.call<{ items: { status: string; field?: string; message?: string }[] }>(
      'POST',
      ApiPaths.field.push,
      { token: assigned.token, body: { items } },
    );
    expect(res.status).toBe(200);
    const answers = res.body.data.items;
    expect(answers.map((a) => a.status)).toEqual([
      'accepted',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
      'accepted',
    ]);
    for (const answer of answers.slice(1, -1)) {
      expect(answer.field).toBe('day');
      expect(answer.message).toMatch(namesField('day'));
    }
  });

  it('a prototype key in a body pollutes nothing', async () => {
    await fetch(`${t.baseUrl}${ApiPaths.materialList.save}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"__proto__":{"polluted":true},"DisplayText":"Proto test"}',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
