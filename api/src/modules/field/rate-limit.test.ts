import { ApiPaths, FieldMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../workforce/test-fixtures.ts';
import type { FieldLimits } from './limits.ts';
import { RateLimiter } from './rate-limit.ts';
import { countFrom, enrolDevice } from './testing.ts';

/** Windows far longer than a test: every call of a test falls in the window its first call opened. */
const LIMITS: FieldLimits = {
  device: { calls: 5, seconds: 3600 },
  enrolment: { calls: 3, seconds: 3600 },
  enrolmentMinutes: 10,
};

/** Moves a key's window an hour and more into the past, as if it had ended. */
const endWindow = (t: TestApp, key: string) =>
  t.db
    .updateTable('field_rate_window')
    .set({ window_start: sql<Date>`now() - interval '2 hours'` })
    .where('key', '=', key)
    .execute();

describeEachDatabase('field rate limits', (kind) => {
  let a: TestApp;
  /** Another replica on the same PostgreSQL; on PGlite (one process only) the same app. */
  let b: TestApp;
  let f: WorkforceFixture;
  let admin: string;

  beforeAll(async () => {
    a = await startTestApp({ database: kind, fieldLimits: LIMITS });
    b = kind === 'postgres' ? await startTestApp({ replicaOf: a, fieldLimits: LIMITS }) : a;
    f = await seedWorkforceFixture(a.db);
    admin = await a.login('sysadmin@demo.local');
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it("counts a device's calls on every replica together: parallel calls allow the limit in all", async () => {
    const token = await enrolDevice(a, admin, f.device.d1);
    const pulls = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? b : a).call('POST', ApiPaths.field.pull, { token, body: {} }),
      ),
    );
    expect(pulls.filter((r) => r.status === 200)).toHaveLength(LIMITS.device.calls);
    const refused = pulls.filter((r) => r.status === 429);
    expect(refused).toHaveLength(16 - LIMITS.device.calls);
    for (const r of refused) {
      expect(r.body.message).toBe(FieldMessages.tooManyRequests);
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }

    // Another device has its own window; this one's opens again once it has ended.
    const other = await enrolDevice(a, admin, f.device.d2);
    expect((await b.call('POST', ApiPaths.field.pull, { token: other, body: {} })).status).toBe(200);
    await endWindow(a, `device:${f.device.d1}`);
    expect((await b.call('POST', ApiPaths.field.pull, { token, body: {} })).status).toBe(200);
  });

  it('counts enrolment attempts of an address on every replica together', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? b : a).call('POST', ApiPaths.field.enrol, {
          headers,
          body: { code: 'ABCDEFGHJK', appVersion: 't' },
        }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
    const refused = attempts.find((r) => r.status === 429);
    expect(refused?.body.message).toBe(FieldMessages.tooManyEnrolments);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts the calls it refuses for Prometheus by route, each on the replica that refused it', async () => {
    const throttled = (route: string) => `tac_field_throttled_total{route="${route}"}`;
    const series = [ApiPaths.field.pull, ApiPaths.field.push, ApiPaths.field.enrol].map(throttled);
    const token = await enrolDevice(a, admin, f.device.d3);
    const counted = await countFrom([a, b], series);
    const calls = [
      ...Array.from({ length: LIMITS.device.calls + 1 }, () => ApiPaths.field.pull),
      ApiPaths.field.push,
      ApiPaths.field.push,
    ];
    const statuses: number[] = [];
    for (const [i, path] of calls.entries()) {
      const body = path === ApiPaths.field.push ? { items: [{ clientId: 'c', kind: 'note' }] } : {};
      statuses.push((await (i % 2 ? b : a).call('POST', path, { token, body })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.device.calls).fill(200), 429, 429, 429]);
    const headers = { 'x-forwarded-for': '203.0.113.78' };
    const enrolments: number[] = [];
    for (let i = 0; i < LIMITS.enrolment.calls + 2; i++) {
      const call = (i % 2 ? b : a).call('POST', ApiPaths.field.enrol, {
        headers,
        body: { code: 'ABCDEFGHJK', appVersion: 't' },
      });
      enrolments.push((await call).status);
    }
    expect(enrolments).toEqual([...Array(LIMITS.enrolment.calls).fill(400), 429, 429]);
    expect(await counted()).toEqual({
      [throttled(ApiPaths.field.pull)]: 1,
      [throttled(ApiPaths.field.push)]: 2,
      [throttled(ApiPaths.field.enrol)]: 2,
    });
  });

  describe('RateLimiter', () => {
    it('opens a window at the first call, refuses past the limit until it ends, and prunes ended ones', async () => {
      const limiter = new RateLimiter(a.db, 'test', { calls: 2, seconds: 60 });
      expect(await limiter.take('x')).toEqual({ ok: true });
      expect(await limiter.take('x')).toEqual({ ok: true });
      const refused = await limiter.take('x');
      expect(refused.ok).toBe(false);
      expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
      expect(await limiter.take('y')).toEqual({ ok: true });

      await endWindow(a, 'test:x');
      expect(await limiter.take('x')).toEqual({ ok: true });
      await endWindow(a, 'test:y');
      await limiter.prune();
      const keys = await a.db
        .selectFrom('field_rate_window')
        .select('key')
        .where('key', 'like', 'test:%')
        .execute();
      expect(keys).toEqual([{ key: 'test:x' }]);
    });
  });
});
