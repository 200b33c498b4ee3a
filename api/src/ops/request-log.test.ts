import { Writable } from 'node:stream';
import { ApiPaths } from '@tac/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../http/app-type.ts';
import { followRequests, REQUEST_ID_HEADER, RequestLogController, requestIdOf } from './request-log.ts';

const BALANCER = '10.0.0.5';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An app as buildApp sets its logging up (TAC_TRUST_PROXY = BALANCER), writing its log lines to `lines`. */
function appLogging(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logController = new RequestLogController();
  const app = Fastify({
    logger: { level: 'info', stream },
    trustProxy: BALANCER,
    genReqId: requestIdOf(BALANCER),
    logController,
  });
  followRequests(app as unknown as App, logController);
  app.get('/work', async (request) => {
    request.log.warn('working');
    return 'done';
  });
  app.get(ApiPaths.health.ready, async () => 'ready');
  return app;
}

describe('a request followed by its id', () => {
  it("takes the balancer's X-Request-Id, answers it, and writes it on every line of the request", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    const answer = await app.inject({
      url: '/work',
      remoteAddress: BALANCER,
      headers: { [REQUEST_ID_HEADER]: 'f3b1c2d4-0000-4000-8000-00000000abcd' },
    });
    await app.close();
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('f3b1c2d4-0000-4000-8000-00000000abcd');
    const ofRequest = lines.filter((line) => 'reqId' in line);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'working', 'request completed']);
    expect(new Set(ofRequest.map((line) => line.reqId))).toEqual(
      new Set(['f3b1c2d4-0000-4000-8000-00000000abcd']),
    );
  });

  it('makes its own id when a client past the balancer names one, or the balancer sends none, and leaves the health checks out of the log', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    const forged = await app.inject({
      url: '/work',
      remoteAddress: '198.51.100.20',
      headers: { [REQUEST_ID_HEADER]: 'someone-elses-request' },
    });
    const unnamed = await app.inject({ url: '/work', remoteAddress: BALANCER });
    const junk = await app.inject({
      url: '/work',
      remoteAddress: BALANCER,
      headers: { [REQUEST_ID_HEADER]: 'a\nforged log line' },
    });
    const check = await app.inject({ url: ApiPaths.health.ready, remoteAddress: BALANCER });
    await app.close();
    const ids = [forged, unnamed, junk].map((answer) => String(answer.headers[REQUEST_ID_HEADER]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(check.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(lines.filter((line) => line.reqId === check.headers[REQUEST_ID_HEADER])).toEqual([]);
  });
});
