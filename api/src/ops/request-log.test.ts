import { Writable } from 'node:stream';
import { ApiPaths, CALLING_REMOTE_HEADER } from '@tac/contracts';
import Fastify from 'fastify';
import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import type { App } from '../http/app-type.ts';
import { type LogFormat, loggerOptions, REDACTED } from './logging.ts';
import { PRETTY_OPTIONS } from './pretty-log.ts';
import { followRequests, REQUEST_ID_HEADER, RequestLogController, requestIdOf } from './request-log.ts';

const BALANCER = '10.0.0.5';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An app as buildApp sets its logging up (TAC_TRUST_PROXY = BALANCER, main.ts's logger options),
 * writing its log lines to `lines`. A request with `x-test-user` is signed in as that user id.
 */
function appLogging(lines: Record<string, unknown>[], format: LogFormat = 'json') {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logController = new RequestLogController(format);
  const app = Fastify({
    logger: loggerOptions({ level: 'info', stream }),
    trustProxy: BALANCER,
    genReqId: requestIdOf(BALANCER),
    logController,
  });
  followRequests(app as unknown as App, logController);
  // As the guard does (auth/guard.ts), after followRequests' own onRequest.
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const user = request.headers['x-test-user'];
    if (typeof user === 'string') Object.assign(request, { auth: { userId: Number(user) } });
  });
  app.get('/work', async (request) => {
    request.log.warn('working');
    return 'done';
  });
  app.post('/sign-in', async (request) => {
    // A line that logs what came whole: the secrets in it must not reach the log.
    request.log.warn({ headers: request.headers, body: request.body }, 'odd sign-in');
    return 'signed in';
  });
  app.get('/fault', async () => {
    throw new Error('the database went away');
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

describe('log lines for a log store and for a person', () => {
  it("carry the request's user id on each of its lines, and never a secret", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    const answer = await app.inject({
      method: 'POST',
      url: '/sign-in?code=sso-code-123&state=sso-state-456&page=2',
      headers: {
        authorization: 'Bearer eyJ.secret.token',
        cookie: 'session=cookie-secret',
        'x-test-user': '42',
      },
      payload: { UserName: 'pat@example.com', Password: 'hunter2-secret', token: 'device-secret' },
    });
    await app.close();
    const id = answer.headers[REQUEST_ID_HEADER];
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'incoming request',
      'odd sign-in',
      'request completed',
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [
      'eyJ.secret.token',
      'cookie-secret',
      'hunter2-secret',
      'device-secret',
      'sso-code-123',
      'sso-state-456',
    ])
      expect(text).not.toContain(secret);
    const [incoming, odd, completed] = ofRequest as [
      { req: { url: string } },
      { headers: Record<string, string>; body: Record<string, string>; userId: number },
      { userId: number },
    ];
    expect(incoming.req.url).toBe(`/sign-in?code=${REDACTED}&state=${REDACTED}&page=2`);
    expect(odd.headers.authorization).toBe(REDACTED);
    expect(odd.headers.cookie).toBe(REDACTED);
    expect(odd.body).toEqual({ UserName: 'pat@example.com', Password: REDACTED, token: REDACTED });
    expect([odd.userId, completed.userId]).toEqual([42, 42]);
  });

  it("write the section's remote and version on every line of a console call, and nothing of another shape", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    await app.inject({ url: '/work', headers: { [CALLING_REMOTE_HEADER]: 'mf-timecards@11.2.0' } });
    await app.inject({ url: '/work', headers: { [CALLING_REMOTE_HEADER]: 'mf-timecards@11.2.0 admin' } });
    await app.inject({ url: '/work' });
    await app.close();
    const byRequest = new Map<unknown, Record<string, unknown>[]>();
    for (const line of lines.filter((l) => 'reqId' in l))
      byRequest.set(line.reqId, [...(byRequest.get(line.reqId) ?? []), line]);
    expect([...byRequest.values()].map((ofOne) => ofOne.map((line) => line.remote))).toEqual([
      ['mf-timecards@11.2.0', 'mf-timecards@11.2.0', 'mf-timecards@11.2.0'],
      [undefined, undefined, undefined],
      [undefined, undefined, undefined],
    ]);
  });

  it("write a person's terminal readable lines: a routine request quiet, a refusal one short line, a fault red with its request id", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines, 'pretty');
    await app.inject({ url: '/work' });
    await app.inject({ url: '/missing' });
    const fault = await app.inject({ url: '/fault' });
    app.log.warn('The embedded database (PGlite) does not fsync');
    await app.close();
    const print = prettyFactory({ ...PRETTY_OPTIONS, colorize: false });
    const printed = lines.map((line) => print(line));
    // No raw JSON line: each begins with its time.
    expect(printed.every((line) => /^\[\d\d:\d\d:\d\d\] /.test(line))).toBe(true);
    const firstLines = printed.map((line) => line.split('\n')[0]?.replace(/^\[[\d:]+\] /, ''));
    expect(firstLines).toEqual([
      'WARN: working',
      'INFO: Route GET:/missing not found',
      expect.stringMatching(/^INFO: GET \/missing 404 \(\d+ ms\)$/),
      `ERROR: the database went away (request ${fault.headers[REQUEST_ID_HEADER]})`,
      expect.stringMatching(
        new RegExp(`^ERROR: GET /fault 500 \\(\\d+ ms\\) \\(request ${fault.headers[REQUEST_ID_HEADER]}\\)$`),
      ),
      'WARN: The embedded database (PGlite) does not fsync',
    ]);
    // The fault's stack beneath its line.
    expect(printed[3]).toContain('Error: the database went away\n');
  });
});
