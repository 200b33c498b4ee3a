import http from 'node:http';
import { ApiPaths } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../testing/api-process.ts';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../testing/databases.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

/** A stand-in OTLP/HTTP collector: keeps every span it is sent (the exporter's JSON). */
function collector() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
        resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[];
      };
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, server };
}

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

/** On PostgreSQL, whose API process starts in seconds (PGlite's takes much longer on a busy machine). */
describe.skipIf(!POSTGRES_URL)(
  'traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set [PostgreSQL]',
  () => {
    const { spans, server } = collector();
    let api: ApiProcess | undefined;
    let database: TestDatabase;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      database = await createTestDatabase('postgres');
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
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        TAC_SCHEDULER: '0',
        TAC_LOG_LEVEL: 'info',
      });
      expect(api.output).toContain(`traces: OTLP to http://127.0.0.1:${port}`);
      const signIn = await fetch(`${api.baseUrl}${ApiPaths.account.login}`, {
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
        request = spans.find((s) => attribute(s, 'http.route') === ApiPaths.account.login);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!request) throw new Error(`no request span; got ${spans.map((s) => s.name).join(', ')}`);
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
