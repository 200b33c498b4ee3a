import http from 'node:http';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-node';
import { ApiPaths, Messages } from '@tac/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrlOf } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { ReportScheduler } from '../modules/reports/scheduler/index.ts';
import { FAST, tempDataDir } from '../modules/reports/scheduler/test-fixtures.ts';
import { type ApiProcess, startApiProcess } from '../testing/api-process.ts';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../testing/databases.ts';
import { SERVICE_NAME, serviceResource, startTracing, tracer } from './tracing.ts';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: OtlpValue }[];
  /** The resource's attributes, from the batch the span came in. */
  resource: Record<string, string | undefined>;
}

/** A stand-in OTLP/HTTP collector: keeps every span it is sent (the exporter's JSON). */
function collector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        resourceSpans?: {
          resource?: { attributes?: { key: string; value: OtlpValue }[] };
          scopeSpans?: { spans?: Omit<OtlpSpan, 'resource'>[] }[];
        }[];
      };
      for (const batch of body.resourceSpans ?? []) {
        const resource = Object.fromEntries(
          (batch.resource?.attributes ?? []).map((a) => [a.key, a.value.stringValue]),
        );
        for (const scope of batch.scopeSpans ?? [])
          spans.push(...(scope.spans ?? []).map((span) => ({ ...span, resource })));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, server };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the resource every span names its process by', () => {
  it.runIf(!process.env.OTEL_SERVICE_NAME && !process.env.OTEL_RESOURCE_ATTRIBUTES)(
    "is the console's name and version, and the instance it is told, unless the standard variables say otherwise",
    async () => {
      const resource = await serviceResource({ version: '9.8.7', instanceId: 'host-a:8081' });
      expect(resource.attributes).toMatchObject({
        'service.name': SERVICE_NAME,
        'service.version': '9.8.7',
        'service.instance.id': 'host-a:8081',
      });
      expect(resource.attributes['host.name']).toBeTruthy();
    },
  );
});

/** On PostgreSQL, whose API process starts in seconds (PGlite's takes much longer on a busy machine). */
describe.skipIf(!POSTGRES_URL)(
  'traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set [PostgreSQL]',
  () => {
    const { spans, server } = collector();
    let api: ApiProcess | undefined;
    let database: TestDatabase;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      // Migrated already: the process's start still queries the database outside any request.
      database = await createTestDatabase('postgres', 'migrated');
    });
    afterAll(async () => {
      await api?.stop('SIGKILL');
      server.close();
      await database?.drop();
    });

    it('gives a request one trace, with its database queries inside', async () => {
      const { port } = server.address() as { port: number };
      api = await startApiProcess({
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_SERVICE_NAME: 'tac-api',
        OTEL_RESOURCE_ATTRIBUTES: 'service.instance.id=replica-7,deployment.environment.name=test',
        DATABASE_URL: postgresUrlOf(database.target) ?? '',
        // The scheduler looks for due schedules at its start and on every tick: background work.
        TAC_SCHEDULER: '1',
        TAC_LOG_LEVEL: 'info',
      });
      expect(api.output).toContain(`traces: OTLP to http://127.0.0.1:${port}`);
      const signIn = await fetch(`${api.baseUrl}${ApiPaths.account.login}?from=the-test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ UserName: 'nobody@example.com', Password: 'wrong' }),
      });
      expect(signIn.status).toBe(401);
      // The load balancer's checks are left out.
      expect((await fetch(`${api.baseUrl}${ApiPaths.health.ready}`)).status).toBe(200);
      const until = Date.now() + 20_000;
      let request: OtlpSpan | undefined;
      while (!request && Date.now() < until) {
        // The request's own span (its hooks' and handler's carry the route too).
        request = spans.find(
          (s) => attribute(s, 'http.route') === ApiPaths.account.login && attribute(s, 'http.request.method'),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!request) throw new Error(`no request span; got ${spans.map((s) => s.name).join(', ')}`);
      // Named and described as OpenTelemetry's HTTP conventions say, by a process that names itself.
      expect(request.name).toBe(`POST ${ApiPaths.account.login}`);
      expect(attribute(request, 'http.request.method')).toBe('POST');
      expect(attribute(request, 'url.path')).toBe(ApiPaths.account.login);
      expect(attribute(request, 'http.response.status_code')).toBe('401');
      expect(request.resource).toMatchObject({
        'service.name': 'tac-api',
        'service.version': Messages.version,
        'service.instance.id': 'replica-7',
        'deployment.environment.name': 'test',
      });
      // Queries outside a request (the readiness check, the scheduler's look for due schedules) make
      // no trace of their own: one a second, for ever, would bury the requests.
      await sleep(1500);
      expect(spans.filter((s) => s.name === 'db.query' && !s.parentSpanId)).toEqual([]);
      const inTrace = spans.filter((s) => s.traceId === request.traceId);
      const statements = inTrace
        .filter((s) => s.name === 'db.query')
        .map((s) => attribute(s, 'db.statement'));
      expect(statements.some((sql) => sql?.includes('login_attempt'))).toBe(true);
      expect(spans.some((s) => attribute(s, 'http.route')?.startsWith('/api/health/'))).toBe(false);
      // Each log line of the request carries its trace's id beside the request id the answer named.
      const requestId = signIn.headers.get('x-request-id');
      const logged = api.output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { reqId?: string; traceId?: string; msg: string })
        .filter((line) => line.reqId === requestId);
      expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(logged.map((line) => line.traceId)).toEqual([request.traceId, request.traceId]);
    }, 90_000);
  },
);

/** Spans kept in memory, as the exporter would send them. */
function keptSpans(): { spans: ReadableSpan[]; exporter: SpanExporter } {
  const spans: ReadableSpan[] = [];
  return {
    spans,
    exporter: {
      export: (batch, done) => {
        spans.push(...batch);
        done({ code: 0 });
      },
      shutdown: async () => {},
    },
  };
}

describe.skipIf(!POSTGRES_URL)('background work stays out of traces [PostgreSQL]', () => {
  it("the scheduler's looks for due schedules join no trace, not even the request that woke it", async () => {
    const { spans, exporter } = keptSpans();
    const tracing = await startTracing({ version: 'test', instanceId: 'test' }, exporter);
    const testDb = await createTestDatabase('postgres', 'migrated');
    const database = await openDatabase(testDb.target);
    const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const scheduler = new ReportScheduler({
      database,
      target: testDb.target,
      timeZone: 'UTC',
      dataDir: await tempDataDir(),
      mail: { smtpUrl: undefined, from: 'reports@office.example' },
      log: quiet,
      settings: FAST,
    });
    try {
      await scheduler.start();
      // A save due now wakes the scheduler from inside its request; the loop goes on after it.
      // (Several times: a wake while the loop is looking only asks it to look again.)
      const woke = await tracer().startActiveSpan('request', async (span) => {
        await database.db.selectFrom('app_user').select('id').limit(1).execute();
        for (let i = 0; i < 5; i++) {
          scheduler.wake();
          await sleep(90);
        }
        span.end();
        return span.spanContext().traceId;
      });
      await sleep(1500);
      await scheduler.stop();
      await tracing.shutdown();
      const queries = spans.filter((s) => s.name === 'db.query');
      // The request's own query, and nothing of the loop's ticks after it.
      expect(queries.map((s) => s.spanContext().traceId)).toEqual([woke]);
    } finally {
      await scheduler.stop();
      await database.db.destroy();
      await testDb.drop();
    }
  }, 60_000);
});
