import { ApiPaths, FieldMessages } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolDevice } from '../modules/field/testing.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../modules/workforce/test-fixtures.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { DeviceClient, type Patience, retryAfterSeconds } from './device-client.ts';

describe('the simulator meets the rate limit', () => {
  let t: TestApp;
  let f: WorkforceFixture;
  let admin: string;
  /** One call an hour: the second always meets the limit, and a wait is told the whole hour. */
  const limits = {
    device: { calls: 1, seconds: 3600 },
    enrolment: { calls: 60, seconds: 60 },
    enrolmentMinutes: 10,
  };

  beforeAll(async () => {
    t = await startTestApp({ fieldLimits: limits });
    f = await seedWorkforceFixture(t.db);
    admin = await t.login('sysadmin@demo.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A patience that records what it was told and, instead of sleeping, ends the device's window. */
  function recording(deviceId: number, attempts = 5) {
    const told: { what: string; seconds: number; next: number }[] = [];
    const slept: number[] = [];
    const patience: Patience = {
      attempts,
      onWait: (what, seconds, next) => told.push({ what, seconds, next }),
      sleep: async (ms) => {
        slept.push(ms);
        await t.db
          .updateTable('field_rate_window')
          .set({ window_start: sql<Date>`now() - interval '2 hours'` })
          .where('key', '=', `device:${deviceId}`)
          .execute();
      },
    };
    return { told, slept, patience };
  }

  it('waits the Retry-After on a 429, says so, and sends the pull and the push again', async () => {
    const token = await enrolDevice(t, admin, f.device.d1);
    const { told, slept, patience } = recording(f.device.d1);
    const client = new DeviceClient(t.baseUrl, token, 'TD-1', patience);

    expect((await client.pull()).full).toBe(true);
    expect((await client.pull()).full).toBe(true);
    expect(told).toHaveLength(1);
    expect(told[0]?.what).toBe(`TD-1: POST ${ApiPaths.field.pull}`);
    expect(told[0]?.seconds).toBeGreaterThan(3500);
    expect(told[0]?.next).toBe(2);
    expect(slept).toEqual([(told[0]?.seconds ?? 0) * 1000]);

    const pushed = await client.push([
      { clientId: 'sim-rate-1', kind: 'dailyDetail', day: '2026-01-05', projectId: -1 },
    ]);
    expect(pushed.status).toBe(200);
    expect(pushed.items[0]?.status).toBe('refused');
    expect(told.map((w) => w.what)).toEqual([
      `TD-1: POST ${ApiPaths.field.pull}`,
      `TD-1: POST ${ApiPaths.field.push}`,
    ]);
  });

  it('gives up after its attempts, with the last 429 as the error', async () => {
    const token = await enrolDevice(t, admin, f.device.d2);
    const told: number[] = [];
    const patience: Patience = {
      attempts: 3,
      onWait: (_what, _s, next) => told.push(next),
      sleep: async () => {},
    };
    const client = new DeviceClient(t.baseUrl, token, 'TD-2', patience);
    await client.pull();
    await expect(client.pull()).rejects.toThrow(`pull: 429 ${FieldMessages.tooManyRequests}`);
    expect(told).toEqual([2, 3]);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date, and waits a second when the header says nothing usable', () => {
    const now = Date.parse('2026-11-27T06:00:00Z');
    expect(retryAfterSeconds('12', now)).toBe(12);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 06:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBe(1);
  });
});
