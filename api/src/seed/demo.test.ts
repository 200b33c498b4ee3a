import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, type ForecastItem, type MaterialListItem } from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_USERS } from './demo.ts';
import { DEMO_MATERIALS } from './demo-data.ts';
import {
  DEMO_DIVISIONS,
  DEMO_EQUIPMENT,
  DEMO_FORECASTS,
  DEMO_OVERRIDE_REASONS,
  DEMO_PAY_CODES,
  DEMO_PAYROLL_NOTE_OPTIONS,
  DEMO_STATUS_CODES,
} from './demo-reference-lists.ts';

/** Every seeded reference list answers through the API with all its rows. */
async function expectReferenceLists(t: TestApp): Promise<void> {
  const token = await t.login('admin@demo.local');
  const everything = { Skip: 0, Take: 1000 };
  const total = async (path: string) =>
    (await t.call('POST', path, { body: everything, token })).body.totalCount;
  expect(await total(ApiPaths.division.list)).toBe(DEMO_DIVISIONS.length);
  expect(await total(ApiPaths.payrollNote.list)).toBe(DEMO_PAYROLL_NOTE_OPTIONS.length);
  expect(await total(ApiPaths.equipmentList.list)).toBe(DEMO_EQUIPMENT.length);
  expect(await total(ApiPaths.statusCodeList.list)).toBe(DEMO_STATUS_CODES.length);
  expect(await total(ApiPaths.supervisorOverrideReason.list)).toBe(DEMO_OVERRIDE_REASONS.length);
  // The five codes every database starts with, and the demo's own.
  expect(await total(ApiPaths.payCodeList.list)).toBe(5 + DEMO_PAY_CODES.length);
  // Every code the demo's timecards and vouchers carry is on the list, so its export refuses none.
  const { rows: unknownCodes } = await sql`select code from (
      select hours_type as code from timecard union select pay_code from tm_voucher_labour
    ) used where not exists (select 1 from pay_code p where p.code = used.code and not p.is_deleted)`.execute(
    t.db,
  );
  expect(unknownCodes).toEqual([]);
  // Forecast dates sit around today: some past (no edit icon), most in the coming weeks.
  const today = todayIn(systemTimeZone());
  const forecasts = await t.call<ForecastItem[]>('POST', ApiPaths.forecast.list, { body: everything, token });
  expect(forecasts.body.data.map((f) => [f.forecastDate, f.isPastDate])).toEqual(
    DEMO_FORECASTS.map((f) => [addDays(today, f.daysFromToday), f.daysFromToday < 0]),
  );
}

describe('demo seed and restarts on a PGlite folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tac-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Two starts on PGlite, the first seeding the whole demo with production-cost password hashes.
  it('seeds once, keeps data, secret and sessions across a restart, and never seeds twice', async () => {
    const config = { database: { kind: 'pglite', dataDir } as const };
    const first = await startTestApp({ seed: 'demo', config });
    expect(first.app.seededDemo).toBe(true);
    const users = await first.db
      .selectFrom('app_user')
      .select(['user_name', 'role_id'])
      .orderBy('id')
      .execute();
    expect(users).toEqual(DEMO_USERS.map((u) => ({ user_name: u.userName, role_id: u.roleId })));
    await expectReferenceLists(first);
    const token = await first.login('readonly@demo.local');
    await first.close();

    const second = await startTestApp({ seed: 'demo', config });
    try {
      expect(second.app.seededDemo).toBe(false);
      // Same signing secret and session table: the token from before the restart still works.
      const res = await second.call<MaterialListItem[]>('POST', ApiPaths.materialList.list, {
        body: { Skip: 0, Take: 100 },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(DEMO_MATERIALS.length);
      const lower = (s: string) => s.toLowerCase();
      const sorted = [...DEMO_MATERIALS].sort((a, b) =>
        lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0,
      );
      expect(res.body.data.map((m) => m.displayText)).toEqual(sorted);
      const count = await second.db
        .selectFrom('app_user')
        .select(second.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(DEMO_USERS.length);
    } finally {
      await second.close();
    }
  }, 120_000);
});
