import { readFileSync, writeFileSync } from 'node:fs';
import {
  ApiPaths,
  type AuditEntry,
  type DeviceEnrolCode,
  type DeviceRow,
  type FieldArrivals,
  FieldMessages,
  type FieldPullResult,
  ReferenceMessages,
  type TimecardAttachment,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn, weekEndOf } from '@tac/contracts/calendar';
import { FieldItemKinds } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../auth/guard.ts';
import { ATTACHMENT_ANSWER_CSP } from '../../http/attachment-answer.ts';
import { pngClaimingSize, pngHtmlPolyglot } from '../../images/testing.ts';
import { tinyPng } from '../../images/tiny-png.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addEmployeeWeek } from '../timecards/test-fixtures.ts';
import { storeDeviceRevision } from '../vouchers/index.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../workforce/test-fixtures.ts';
import type { paths } from './device-api.generated.ts';
import {
  clientId,
  countFrom,
  DEVICE_API_TYPES,
  deviceApiTypes,
  enrolDevice,
  timecardItem,
  upload,
  voucherItem,
} from './testing.ts';
import { pdfWithEmbeddedFile, pdfWithJavaScript, plainPdf } from './testing-pdfs.ts';

const png = () => tinyPng(4, 4, [200, 40, 40], [40, 40, 200]);

/** A pushed item as the typed client generated from the OpenAPI document knows it. */
type PushItem =
  paths['/api/Field/Push']['post']['requestBody']['content']['application/json']['items'][number];

type Answers = {
  items: { clientId: string; status: string; repeated?: boolean; field?: string; message?: string }[];
};

describeEachDatabase('field sync', (kind) => {
  let t: TestApp;
  let admin: string;
  let f: WorkforceFixture;
  let day: string;

  /** Device d1's crew member on project a1 today: where the items below are. */
  const place = () => ({ employeeId: f.employee.manual, projectId: f.project.a1, day });
  const timecard = (overrides: Record<string, unknown> = {}) =>
    timecardItem(place(), { attestation: { status: 'Approved', language: 'es', reasons: [] }, ...overrides });
  const push = (token: string, items: unknown[]) =>
    t.call<Answers>('POST', ApiPaths.field.push, { token, body: { items } });
  const taskOf = async (projectId: number) =>
    (await t.db.selectFrom('task').select('id').where('project_id', '=', projectId).executeTakeFirstOrThrow())
      .id;
  /** A voucher of device d1's revisions, each with the voucher's current version. */
  const revisionsOf = (voucherNumber: string) =>
    t.db
      .selectFrom('tm_voucher_revision as r')
      .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
      .select(['r.version', 'v.version as current'])
      .where('v.device_id', '=', f.device.d1)
      .where('v.voucher_number', '=', voucherNumber)
      .orderBy('r.version')
      .execute();
  /** Waits until `count` sessions of this database wait for a lock another holds (PostgreSQL). */
  const waitForLockWaits = async (count: number) => {
    for (let tries = 0; tries < 500; tries++) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${count} sessions never waited for a lock`);
  };
  const linesOf = async (deviceId: number) =>
    (await t.db.selectFrom('timecard').select('id').where('device_id', '=', deviceId).execute()).length;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    f = await seedWorkforceFixture(t.db);
    admin = await t.login('sysadmin@demo.local');
    day = new Date().toISOString().slice(0, 10);
    for (const device of [f.device.d1, f.device.d2, f.device.d3]) {
      await t.db
        .insertInto('device_employee')
        .values([
          { device_id: device, employee_id: f.employee.manual },
          { device_id: device, employee_id: f.employee.imported },
        ])
        .execute();
      await t.db
        .insertInto('device_project')
        .values({ device_id: device, project_id: f.project.a1 })
        .execute();
      await t.db
        .updateTable('device')
        .set({ allow_attestation: true, employee_id: f.employee.manual })
        .where('id', '=', device)
        .execute();
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('enrolment', () => {
    const code = async (deviceId: number) =>
      (await t.call<DeviceEnrolCode>('POST', ApiPaths.devices.enrol, { token: admin, body: { deviceId } }))
        .body.data.code;
    const exchange = (c: string) =>
      t.call('POST', ApiPaths.field.enrol, { body: { code: c, appVersion: '2.3.1' } });

    it('exchanges a code once, audited; a reused, expired or superseded code is refused', async () => {
      const first = await code(f.device.d2);
      expect(first).toMatch(/^[A-Z2-9]{10}$/);
      const enrolled = await exchange(first.toLowerCase());
      expect(enrolled.status).toBe(200);
      expect((await exchange(first)).body.message).toBe(FieldMessages.codeInvalid);

      const expired = await code(f.device.d2);
      await t.db
        .updateTable('device_enrolment_code')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      const refused = await exchange(expired);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(FieldMessages.codeInvalid);

      const superseded = await code(f.device.d2);
      await code(f.device.d2);
      expect((await exchange(superseded)).status).toBe(400);

      const audits = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'device')
        .where('action', 'in', ['enrol', 'enrolment-code'])
        .execute();
      expect(audits.filter((a) => a.action === 'enrol')).toHaveLength(1);
      expect(audits.filter((a) => a.action === 'enrolment-code').length).toBeGreaterThanOrEqual(4);
    });

    it('re-enrolling revokes the earlier credential', async () => {
      const old = await enrolDevice(t, admin, f.device.d3);
      expect((await t.call('POST', ApiPaths.field.pull, { token: old, body: {} })).status).toBe(200);
      const fresh = await enrolDevice(t, admin, f.device.d3);
      expect((await t.call('POST', ApiPaths.field.pull, { token: old, body: {} })).status).toBe(401);
      expect((await t.call('POST', ApiPaths.field.pull, { token: fresh, body: {} })).status).toBe(200);
    });

    it('needs the device edit claim and a device the user sees', async () => {
      const readonly = await t.login('readonly@demo.local');
      expect(
        (await t.call('POST', ApiPaths.devices.enrol, { token: readonly, body: { deviceId: f.device.d1 } }))
          .status,
      ).toBe(403);
      expect(
        (await t.call('POST', ApiPaths.devices.enrol, { token: admin, body: { deviceId: 999999 } })).status,
      ).toBe(404);
    });
  });

  describe('credentials and routes', () => {
    it('no device credential opens a console route, and no console token a device route', async () => {
      const token = await enrolDevice(t, admin, f.device.d1);
      const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
        paths: Record<string, Record<string, { 'x-access'?: Access }>>;
      };
      const leaks: string[] = [];
      let consoleOps = 0;
      for (const [path, methods] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const access = op['x-access'];
          if (!access || access === 'public' || access === 'optional') continue;
          const M = method.toUpperCase() as 'GET' | 'POST';
          if (access === 'device') {
            const res = await t.call(M, path, { token: admin, body: M === 'POST' ? {} : undefined });
            if (res.status !== 401) leaks.push(`console token ${M} ${path}: ${res.status}`);
            continue;
          }
          consoleOps++;
          const res = await t.call(M, path, { token, body: M === 'POST' ? {} : undefined });
          if (res.status !== 401) leaks.push(`device credential ${M} ${path}: ${res.status}`);
        }
      }
      expect(consoleOps).toBeGreaterThan(30);
      expect(leaks).toEqual([]);
    });

    it('a deactivated device is refused at once, and its credential stays revoked', async () => {
      const token = await enrolDevice(t, admin, f.device.d2);
      const update = (status: 'active' | 'inactive') =>
        t.call('POST', ApiPaths.devices.update, {
          token: admin,
          body: {
            deviceID: f.device.d2,
            empID: f.employee.manual,
            status,
            allowAttestation: 'active',
            allowTMVoucherSignature: 'inactive',
          },
        });
      expect((await update('inactive')).status).toBe(200);
      const before = await linesOf(f.device.d2);
      const refused = await push(token, [timecard()]);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(FieldMessages.credentialInvalid);
      expect(await linesOf(f.device.d2)).toBe(before);
      expect((await update('active')).status).toBe(200);
      expect((await push(token, [timecard()])).status).toBe(401);
    });
  });

  describe('push', () => {
    let token: string;
    beforeAll(async () => {
      token = await enrolDevice(t, admin, f.device.d1);
    });

    it('writes new lines New, synced at receipt, counted for Prometheus, and a repeated push writes nothing twice', async () => {
      const items = [
        timecard({ timeRecordId: 10 }),
        timecard({ timeRecordId: 10, hoursType: 'OT', hours: 2 }),
      ];
      const before = await linesOf(f.device.d1);
      // Each item is counted for Prometheus by kind and answer (shared/docs/operations.md "Metrics").
      const accepted = 'tac_field_items_total{kind="timecard",outcome="accepted"}';
      const counted = async () => {
        const line = (await t.app.metrics.text()).split('\n').find((l) => l.startsWith(`${accepted} `));
        return Number(line?.slice(accepted.length + 1) ?? 0);
      };
      const countedBefore = await counted();
      const started = Date.now();
      const first = await push(token, items);
      expect(first.status).toBe(200);
      expect(first.body.data.items.map((a) => a.status)).toEqual(['accepted', 'accepted']);
      expect((await counted()) - countedBefore).toBe(2);
      expect(await linesOf(f.device.d1)).toBe(before + 2);
      const rows = await t.db
        .selectFrom('timecard')
        .selectAll()
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 10)
        .execute();
      expect(rows.map((r) => r.int_status)).toEqual(['New', 'New']);
      expect(rows[0]?.attestation_status).toBe('Approved');
      expect(rows[0]?.attestation_language).toBe('es');
      expect(new Date(rows[0]?.synced_at as Date).getTime()).toBeGreaterThanOrEqual(started - 5000);

      const again = await push(token, items);
      expect(again.body.data.items).toEqual(
        items.map((i) => ({ clientId: i.clientId, status: 'accepted', repeated: true })),
      );
      expect(await linesOf(f.device.d1)).toBe(before + 2);
      // Pushed concurrently, the same items are still written once.
      const racing = [timecard({ timeRecordId: 11 })];
      await Promise.all([push(token, racing), push(token, racing), push(token, racing)]);
      expect(await linesOf(f.device.d1)).toBe(before + 3);
    });

    it('counts refused items by kind and reason, and repeated items apart from those written, for Prometheus', async () => {
      const items = (kind: string, outcome: string) =>
        `tac_field_items_total{kind="${kind}",outcome="${outcome}"}`;
      const refused = (kind: string, reason: string) =>
        `tac_field_items_refused_total{kind="${kind}",reason="${reason}"}`;
      const series = [
        items('timecard', 'accepted'),
        items('timecard', 'repeated'),
        items('timecard', 'refused'),
        items('unknown', 'refused'),
        refused('timecard', 'invalid'),
        refused('timecard', 'not_assigned'),
        refused('timecard', 'unknown_reference'),
        refused('timecard', 'duplicate'),
        refused('unknown', 'unknown_kind'),
      ];
      // Another device than the other tests': d1's calls are near its rate limit.
      const token = await enrolDevice(t, admin, f.device.d2);
      const good = timecard({ timeRecordId: 15 });
      const sentTwice = timecard({ timeRecordId: 15, hoursType: 'OT', hours: 1 });
      const counted = await countFrom([t], series);
      const first = await push(token, [
        good,
        timecard({ timeRecordId: 15, hours: 30 }),
        timecard({ timeRecordId: 15, employeeId: f.employee.other }),
        timecard({ timeRecordId: 15, hoursType: 'ZZZ' }),
        sentTwice,
        sentTwice,
        { clientId: clientId(), kind: 'drone', day, projectId: f.project.a1 },
      ]);
      expect(first.body.data.items.map((a) => [a.status, a.field])).toEqual([
        ['accepted', undefined],
        ['refused', 'hours'],
        ['refused', 'employeeId'],
        ['refused', 'hoursType'],
        ['accepted', undefined],
        ['refused', 'clientId'],
        ['refused', 'kind'],
      ]);
      // The reason is the metrics' word only: the device is answered the field and the message.
      expect(first.body.data.items.every((a) => !('reason' in a))).toBe(true);
      expect(await counted()).toEqual({
        [items('timecard', 'accepted')]: 2,
        [items('timecard', 'repeated')]: 0,
        [items('timecard', 'refused')]: 4,
        [items('unknown', 'refused')]: 1,
        [refused('timecard', 'invalid')]: 1,
        [refused('timecard', 'not_assigned')]: 1,
        [refused('timecard', 'unknown_reference')]: 1,
        [refused('timecard', 'duplicate')]: 1,
        [refused('unknown', 'unknown_kind')]: 1,
      });

      // Sent again after a lost answer: accepted to the device, counted as repeats, nothing refused.
      const countedAgain = await countFrom([t], series);
      const again = await push(token, [good, sentTwice]);
      expect(again.body.data.items.map((a) => [a.status, a.repeated])).toEqual([
        ['accepted', true],
        ['accepted', true],
      ]);
      expect(await countedAgain()).toEqual({
        ...Object.fromEntries(series.map((s) => [s, 0])),
        [items('timecard', 'repeated')]: 2,
      });
    });

    it('answers a client id reused with other content as a conflict naming the fields, and keeps the first', async () => {
      const first = timecard({ timeRecordId: 12 });
      expect((await push(token, [first])).body.data.items[0]?.status).toBe('accepted');
      const other = { ...first, hours: 7, endTime: '14:30', taskId: null };
      const answer = await push(token, [other]);
      expect(answer.status).toBe(200);
      expect(answer.body.data.items).toEqual([
        {
          clientId: first.clientId,
          status: 'conflict',
          field: 'clientId',
          message: FieldMessages.clientIdReused(['endTime', 'hours']),
          differences: ['endTime', 'hours'],
        },
      ]);
      // The same content, with its keys in another order and a null for a field left out, is a repeat.
      const reordered = Object.fromEntries(Object.entries({ ...first, taskId: null }).reverse());
      expect((await push(token, [reordered])).body.data.items[0]).toEqual({
        clientId: first.clientId,
        status: 'accepted',
        repeated: true,
      });
      const stored = await t.db
        .selectFrom('timecard')
        .select(['hours', 'end_time'])
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 12)
        .execute();
      expect(stored).toEqual([{ hours: 8, end_time: '15:30' }]);
    });

    it('one client id pushed with three contents at once: one is accepted, the others are conflicts', async () => {
      const id = clientId();
      const answers = await Promise.all(
        [6, 7, 8].map((hours) => push(token, [timecard({ clientId: id, timeRecordId: 13, hours })])),
      );
      const statuses = answers.map((a) => a.body.data.items[0]?.status).sort();
      expect(statuses).toEqual(['accepted', 'conflict', 'conflict']);
      expect(answers.every((a) => a.body.data.items[0]?.repeated === undefined)).toBe(true);
      const stored = await t.db
        .selectFrom('timecard')
        .select('hours')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 13)
        .execute();
      expect(stored).toHaveLength(1);
      const accepted = answers.findIndex((a) => a.body.data.items[0]?.status === 'accepted');
      expect(stored[0]?.hours).toBe([6, 7, 8][accepted]);
    });

    it('takes hours recorded before the office moved, deactivated or closed what they name into review; never what the device was not assigned', async () => {
      const newEmployee = async (number: string) =>
        (
          await t.db
            .insertInto('employee')
            .values({
              employee_number: number,
              first_name: 'Offline',
              last_name: number,
              division_id: f.division.mine,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const crew = await Promise.all(
        ['OFF-1', 'OFF-2', 'OFF-3', 'OFF-4', 'OFF-5', 'OFF-6', 'OFF-7'].map(newEmployee),
      );
      const closing = (
        await t.db
          .insertInto('project')
          .values({ project_number: 'T-0090', name: 'Closing', division_id: f.division.mine })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await t.db
        .insertInto('device_employee')
        .values(crew.map((employee_id) => ({ device_id: f.device.d1, employee_id })))
        .execute();
      await t.db
        .insertInto('device_project')
        .values({ device_id: f.device.d1, project_id: closing })
        .execute();
      // Recorded offline today; before the push the office moves the 7th to another device,
      // deactivates the 6th and closes a project the 5th worked on.
      const [c1, c2, c3, c4, c5, deactivated, moved] = crew as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      await t.db
        .deleteFrom('device_employee')
        .where('device_id', '=', f.device.d1)
        .where('employee_id', '=', moved)
        .execute();
      await t.db.updateTable('employee').set({ is_active: false }).where('id', '=', deactivated).execute();
      await t.db.updateTable('project').set({ is_active: false }).where('id', '=', closing).execute();
      // The day worked in the business time zone, as the assignment's end is judged in it.
      const today = todayIn(systemTimeZone());
      const lines = [c1, c2, c3, c4, c5, deactivated, moved].map((employeeId, i) =>
        timecard({
          timeRecordId: 80 + i,
          employeeId,
          projectId: i === 4 ? closing : f.project.a1,
          day: today,
        }),
      );
      const answers = await push(token, [
        ...lines,
        // Never assigned to this device: refused as before.
        timecard({ timeRecordId: 90, employeeId: f.employee.other }),
        // Recorded for a day after the device's assignment of the employee ended: refused.
        timecard({ timeRecordId: 91, employeeId: moved, day: addDays(today, 1) }),
        // Every kind alike: the closed project's daily detail of that day is taken too.
        { clientId: clientId(), kind: 'dailyDetail', day: today, projectId: closing, weather: 'Hail' },
      ]);
      expect(answers.body.data.items.map((a) => a.status)).toEqual([
        ...lines.map(() => 'accepted'),
        'refused',
        'refused',
        'accepted',
      ]);
      expect(answers.body.data.items[9]?.message).toBe(FieldMessages.acceptedForReview);
      expect(answers.body.data.items.slice(7, 9).map((a) => a.message)).toEqual([
        FieldMessages.notAssignedEmployee,
        FieldMessages.notAssignedEmployee,
      ]);
      expect(answers.body.data.items[6]?.message).toBe(FieldMessages.acceptedForReview);
      const rows = await t.db
        .selectFrom('timecard')
        .select(['id', 'time_record_id', 'exception_kinds'])
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '>=', 80)
        .where('time_record_id', '<=', 91)
        .orderBy('time_record_id')
        .execute();
      expect(rows.map((r) => [r.time_record_id, r.exception_kinds.includes('AssignmentEnded')])).toEqual([
        [80, false],
        [81, false],
        [82, false],
        [83, false],
        [84, true],
        [85, true],
        [86, true],
      ]);
      // The review list is the open exceptions: approving the moved employee's line waits for a reviewer.
      const decided = await t.call('POST', ApiPaths.approval.decide, {
        token: admin,
        body: { decision: 'Approve', lineIds: [rows[6]?.id] },
      });
      expect(decided.status).toBe(409);
    });

    it("makes one person's day from two devices, hours unlike the clock times and over 24 hours in a day exceptions that block approval", async () => {
      const other = await enrolDevice(t, admin, f.device.d3);
      const today = todayIn(systemTimeZone());
      const [twoDevicesDay, mismatchDay, longDay] = [-2, -3, -4].map((n) => addDays(today, n)) as [
        string,
        string,
        string,
      ];
      const line = (timeRecordId: number, overrides: Record<string, unknown>) =>
        timecard({ timeRecordId, employeeId: f.employee.imported, attestation: undefined, ...overrides });
      const shift = (start: string, end: string, hours: number) => ({
        startTime: start,
        lunchStartTime: '',
        lunchEndTime: '',
        endTime: end,
        hours,
      });
      // One person's day from two devices.
      await push(token, [line(100, { day: twoDevicesDay, ...shift('06:00', '10:00', 4) })]);
      await push(other, [line(100, { day: twoDevicesDay, ...shift('11:00', '15:00', 4) })]);
      // Hours unlike the clock times: 8 worked from 07:00 to 15:30 with a 30-minute lunch, 10 sent;
      // and a record whose regular and overtime lines add up to its clock times, which is no exception.
      await push(token, [
        line(101, { day: mismatchDay, hours: 10 }),
        line(102, {
          day: mismatchDay,
          ...shift('05:00', '15:30', 8),
          lunchStartTime: '11:00',
          lunchEndTime: '11:30',
        }),
        line(102, {
          day: mismatchDay,
          ...shift('05:00', '15:30', 2),
          lunchStartTime: '11:00',
          lunchEndTime: '11:30',
          hoursType: 'OT',
        }),
      ]);
      // Over 24 hours in a day, each record matching its own clock times.
      await push(token, [
        line(103, { day: longDay, ...shift('00:00', '10:00', 10) }),
        line(104, { day: longDay, ...shift('10:00', '20:00', 10) }),
        line(105, { day: longDay, ...shift('17:00', '23:00', 6) }),
      ]);
      const kinds = await t.db
        .selectFrom('timecard')
        .select(['id', 'time_record_id', 'exception_kinds'])
        .where('employee_id', '=', f.employee.imported)
        .where('time_record_id', '>=', 100)
        .where('time_record_id', '<=', 105)
        .orderBy('id')
        .execute();
      const dayKinds = (kinds: string) =>
        kinds
          .split(',')
          .filter((k) => ['TwoDevices', 'HoursMismatch', 'Over24Hours'].includes(k))
          .join(',');
      expect(kinds.map((k) => [k.time_record_id, dayKinds(k.exception_kinds)])).toEqual([
        [100, 'TwoDevices'],
        [100, 'TwoDevices'],
        [101, 'HoursMismatch'],
        [102, ''],
        [102, ''],
        [103, 'Over24Hours'],
        [104, 'Over24Hours'],
        [105, 'Over24Hours'],
      ]);
      for (const id of [kinds[0]?.id, kinds[2]?.id, kinds[5]?.id]) {
        const decided = await t.call('POST', ApiPaths.approval.decide, {
          token: admin,
          body: { decision: 'Approve', lineIds: [id] },
        });
        expect(decided.status).toBe(409);
      }
    });

    it("sees one person's day from two devices pushed at once, on both devices' lines", async () => {
      const other = await enrolDevice(t, admin, f.device.d3);
      // A project of another division: the two pushes share no day count row, which would make the
      // second wait for the first anyway.
      await t.db
        .insertInto('device_project')
        .values({ device_id: f.device.d3, project_id: f.project.other })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const today = todayIn(systemTimeZone());
      for (const back of [5, 6, 7, 8, 9, 10, 11, 12]) {
        const day = addDays(today, -back);
        const line = (projectId: number) =>
          timecard({ timeRecordId: 110 + back, employeeId: f.employee.imported, day, projectId });
        await Promise.all([push(token, [line(f.project.a1)]), push(other, [line(f.project.other)])]);
        const lines = await t.db
          .selectFrom('timecard')
          .select('exception_kinds')
          .where('employee_id', '=', f.employee.imported)
          .where('day', '=', day)
          .execute();
        expect(lines.map((l) => l.exception_kinds.split(',').includes('TwoDevices'))).toEqual([true, true]);
      }
    });

    it('works out again both the day a line leaves and the day it joins when a write moves it', async () => {
      // Written as stored, not pushed: what is proven is the trigger of the write that moves a line.
      const week = weekEndOf(addDays(todayIn(systemTimeZone()), -21));
      const hours = [8, 0, 0, 0, 0, 0, 0];
      const [first] = await addEmployeeWeek(t, f.employee.imported, week, hours, { device_id: f.device.d1 });
      const [second] = await addEmployeeWeek(t, f.employee.imported, week, hours, { device_id: f.device.d3 });
      const kindsOf = async () =>
        (
          await t.db
            .selectFrom('timecard')
            .select(['id', 'exception_kinds'])
            .where('id', 'in', [first as number, second as number])
            .orderBy('id')
            .execute()
        ).map((l) => l.exception_kinds);
      expect(await kindsOf()).toEqual(['TwoDevices', 'TwoDevices']);
      await sql`update timecard set day = day + 1 where id = ${second as number}`.execute(t.db);
      expect(await kindsOf()).toEqual(['', '']);
    });

    it("holds a line of a closed pay period on the Late list and counts every line, as any insert's triggers do", async () => {
      const closedDay = '2026-01-07';
      const division = (
        await t.db
          .selectFrom('project')
          .select('division_id')
          .where('id', '=', f.project.a1)
          .executeTakeFirstOrThrow()
      ).division_id;
      await t.db
        .insertInto('pay_period')
        .values({ division_id: division, week_ending_date: weekEndOf(closedDay), closed: true })
        .onConflict((oc) => oc.columns(['division_id', 'week_ending_date']).doUpdateSet({ closed: true }))
        .execute();
      const counted = async () =>
        Number(
          (
            await t.db
              .selectFrom('timecard_day_count')
              .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
              .where('division_id', '=', division)
              .where('day', '=', closedDay)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await counted();
      const lines = [
        timecard({ timeRecordId: 30, day: closedDay }),
        timecard({ timeRecordId: 30, day: closedDay, hoursType: 'OT', hours: 1 }),
      ];
      expect((await push(token, lines)).body.data.items.map((a) => a.status)).toEqual([
        'accepted',
        'accepted',
      ]);
      const rows = await t.db
        .selectFrom('timecard')
        .select('late_state')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 30)
        .execute();
      expect(rows.map((r) => r.late_state)).toEqual(['Held', 'Held']);
      expect(await counted()).toBe(before + 2);
    });

    it('answers a partly bad batch item by item, naming the field, and keeps the good ones', async () => {
      const before = await linesOf(f.device.d1);
      const good = timecard({ timeRecordId: 20 });
      const answers = await push(token, [
        good,
        timecard({ timeRecordId: 21, hours: 30 }),
        timecard({ timeRecordId: 22, employeeId: f.employee.other }),
        timecard({ timeRecordId: 23, projectId: f.project.a2 }),
        timecard({ timeRecordId: 24, day: '2026-02-30' }),
        {
          clientId: clientId(),
          kind: 'issueNote',
          day,
          projectId: f.project.a1,
          issueNote: 'Crane down\u0000',
        },
        { clientId: clientId(), kind: 'dailyDetail', day, projectId: f.project.a1, weather: 'Rain' },
      ]);
      expect(answers.status).toBe(200);
      const items = answers.body.data.items;
      expect(items.map((a) => a.status)).toEqual([
        'accepted',
        'refused',
        'refused',
        'refused',
        'refused',
        'refused',
        'accepted',
      ]);
      expect(items.map((a) => a.field)).toEqual([
        undefined,
        'hours',
        'employeeId',
        'projectId',
        'day',
        'issueNote',
        undefined,
      ]);
      expect(items[1]?.message).toBe('hours must be 24 or less');
      expect(items[2]?.message).toBe(FieldMessages.notAssignedEmployee);
      expect(await linesOf(f.device.d1)).toBe(before + 1);
      const device = await t.db
        .selectFrom('device')
        .select(['pending_errors', 'app_version', 'last_sync_at'])
        .where('id', '=', f.device.d1)
        .executeTakeFirstOrThrow();
      expect(device.pending_errors).toBe(5);
      const list = await t.call<DeviceRow[]>('POST', ApiPaths.devices.list, {
        token: admin,
        body: {
          SearchText: [{ FieldName: 'deviceEmpID', Value: 'TD-1' }],
          Skip: 0,
          Take: 100,
          Status: 'active',
        },
      });
      const row = list.body.data.find((d) => d.deviceID === f.device.d1);
      expect(row).toMatchObject({ appVersion: 'test-1.0', pendingErrors: 5 });
      expect(row?.lastSyncAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'field-push')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.after).toMatchObject({ repeated: 0 });
    });

    it('refuses a line or labour whose pay code the Pay Code List does not hold, naming the field; a retired code is still taken', async () => {
      const taskId = await taskOf(f.project.a1);
      await t.db
        .insertInto('pay_code')
        .values({ code: 'GONE', description: 'Deleted', counts_as: 'Regular', is_deleted: true })
        .execute();
      const before = await linesOf(f.device.d1);
      const voucher = (payCode: string) =>
        voucherItem(
          { ...place(), taskId },
          {
            voucherNumber: 'V-400',
            labour: [
              { employeeId: f.employee.manual, payCode: 'REG', hours: 4 },
              { employeeId: f.employee.manual, payCode, hours: 1 },
            ],
          },
        );
      const answers = await push(token, [
        timecard({ timeRecordId: 70, hoursType: 'Regular' }),
        timecard({ timeRecordId: 71, hoursType: 'ZZZ' }),
        timecard({ timeRecordId: 72, hoursType: 'GONE' }),
        // Retired after the foreman recorded it: still a code payroll knows.
        timecard({ timeRecordId: 73, hoursType: 'HOL' }),
        voucher('Overtime'),
        voucher('OT'),
      ]);
      const items = answers.body.data.items;
      expect(items.map((a) => [a.status, a.field, a.message])).toEqual([
        ['refused', 'hoursType', ReferenceMessages.payCodeList.unknown('hoursType', 'Regular')],
        ['refused', 'hoursType', ReferenceMessages.payCodeList.unknown('hoursType', 'ZZZ')],
        ['refused', 'hoursType', ReferenceMessages.payCodeList.unknown('hoursType', 'GONE')],
        ['accepted', undefined, undefined],
        ['refused', 'labour.payCode', ReferenceMessages.payCodeList.unknown('labour.payCode', 'Overtime')],
        ['accepted', undefined, undefined],
      ]);
      expect(await linesOf(f.device.d1)).toBe(before + 1);
    });

    it('refuses a voucher revision for an employee outside the assignment, and stores revisions in order', async () => {
      const taskId = await taskOf(f.project.a1);
      const voucher = (labourEmployee: number) =>
        voucherItem(
          { ...place(), employeeId: labourEmployee, taskId },
          { voucherNumber: 'V-100', hours: 4, submittedMode: 'Offline' },
        );
      const answers = await push(token, [
        voucher(f.employee.manual),
        voucher(f.employee.other),
        voucher(f.employee.imported),
      ]);
      expect(answers.body.data.items.map((a) => a.status)).toEqual(['accepted', 'refused', 'accepted']);
      expect(answers.body.data.items[1]?.field).toBe('labour.employeeId');
      const stored = await t.db
        .selectFrom('tm_voucher')
        .select(['version'])
        .where('device_id', '=', f.device.d1)
        .where('voucher_number', '=', 'V-100')
        .executeTakeFirstOrThrow();
      expect(stored.version).toBe(2);
    });

    it('keeps the newest recorded voucher revision current, whatever order the revisions arrive in', async () => {
      const taskId = await taskOf(f.project.a1);
      const revision = (revisionNumber: number, recordedAt: string, notes: string) =>
        voucherItem(
          { ...place(), taskId },
          {
            voucherNumber: 'V-200',
            hours: revisionNumber,
            submittedMode: 'Offline',
            revision: revisionNumber,
            recordedAt,
            notes,
          },
        );
      const first = revision(1, `${day}T15:00:00Z`, 'Unsigned draft');
      const second = revision(2, `${day}T16:30:00Z`, 'Signed by the superintendent');
      // The second revision reached the server; the first comes later, from an out-of-order retry.
      expect((await push(token, [second])).body.data.items[0]?.status).toBe('accepted');
      expect((await push(token, [first])).body.data.items[0]?.status).toBe('accepted');
      const current = async () =>
        t.db
          .selectFrom('tm_voucher as v')
          .innerJoin('tm_voucher_revision as r', 'r.id', 'v.latest_revision_id')
          .select(['v.version', 'r.version as revision', 'r.notes'])
          .where('v.device_id', '=', f.device.d1)
          .where('v.voucher_number', '=', 'V-200')
          .executeTakeFirstOrThrow();
      expect(await current()).toEqual({ version: 2, revision: 2, notes: 'Signed by the superintendent' });
      const versions = await t.db
        .selectFrom('tm_voucher_revision as r')
        .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
        .select(['r.version', 'r.notes'])
        .where('v.voucher_number', '=', 'V-200')
        .orderBy('r.version')
        .execute();
      expect(versions.map((r) => [r.version, r.notes])).toEqual([
        [1, 'Unsigned draft'],
        [2, 'Signed by the superintendent'],
      ]);
      // A revision number the voucher has, under another client id: refused alone, naming it.
      const again = await push(token, [revision(2, `${day}T17:00:00Z`, 'Another second revision')]);
      expect(again.body.data.items[0]).toMatchObject({ status: 'refused', field: 'revision' });
      expect(await current()).toEqual({ version: 2, revision: 2, notes: 'Signed by the superintendent' });
      // Recorded later than the current one, revision 3 becomes current when it arrives.
      expect(
        (await push(token, [revision(3, `${day}T18:00:00Z`, 'Revised')])).body.data.items[0]?.status,
      ).toBe('accepted');
      expect(await current()).toEqual({ version: 3, revision: 3, notes: 'Revised' });
    });

    it('takes a new voucher pushed by several calls at once once: the others add to it or are refused per item, never a 500', async () => {
      const taskId = await taskOf(f.project.a1);
      const revision = (voucherNumber: string, revisionNumber?: number) =>
        voucherItem(
          { ...place(), taskId },
          {
            voucherNumber,
            submittedMode: 'Offline',
            ...(revisionNumber === undefined ? {} : { revision: revisionNumber }),
          },
        );
      const pushAll = async (batches: unknown[][]) => {
        const answers = await Promise.all(batches.map((items) => push(token, items)));
        for (const a of answers) expect(a.status, a.body.message).toBe(200);
        return answers.map((a) => a.body.data.items);
      };

      // One revision number sent by three connections under three client ids: one stores it, the
      // others are refused naming the revision.
      const sameNumber = await pushAll([
        [revision('V-RACE-1', 1)],
        [revision('V-RACE-1', 1)],
        [revision('V-RACE-1', 1)],
      ]);
      expect(sameNumber.map((items) => items[0]?.status).sort()).toEqual(['accepted', 'refused', 'refused']);
      expect(sameNumber.flat().filter((a) => a.status === 'refused')).toEqual([
        expect.objectContaining({ field: 'revision' }),
        expect.objectContaining({ field: 'revision' }),
      ]);
      expect(await revisionsOf('V-RACE-1')).toEqual([{ version: 1, current: 1 }]);

      // Numbered by arrival (an app that sends no number), and two vouchers in opposite orders.
      const answers = await pushAll([
        [revision('V-RACE-2'), revision('V-RACE-3', 1), revision('V-RACE-4', 1)],
        [revision('V-RACE-2'), revision('V-RACE-4', 2), revision('V-RACE-3', 2)],
      ]);
      expect(answers.flat().every((a) => a.status === 'accepted')).toBe(true);
      for (const voucherNumber of ['V-RACE-2', 'V-RACE-3', 'V-RACE-4'])
        expect((await revisionsOf(voucherNumber)).map((r) => r.version)).toEqual([1, 2]);
    });

    it('stores the revisions of a new voucher written by transactions at once into the one voucher the first made', async () => {
      // A push holds its device's row from its first statement (the sync stamp), so one device's
      // pushes are written one after the other; the voucher's own write must hold without that.
      const voucher = {
        voucherNumber: 'V-RACE-5',
        deviceId: f.device.d1,
        projectId: f.project.a1,
        taskId: await taskOf(f.project.a1),
        createdDate: day,
      };
      const revision = (version: number) => ({
        syncedAt: new Date(),
        version,
        recordedAt: new Date(`${day}T1${version}:00:00Z`),
        submittedMode: 'Online' as const,
        labour: [{ employeeId: f.employee.manual, payCode: 'REG', hours: version }],
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstStored = () => {};
      const stored = new Promise<void>((resolve) => {
        firstStored = resolve;
      });
      const store = (version: number, hold?: Promise<void>) =>
        t.db.transaction().execute(async (trx) => {
          const id = await storeDeviceRevision(trx, voucher, revision(version));
          firstStored();
          await hold;
          return id;
        });
      let outcomes: Promise<PromiseSettledResult<number | 'taken' | 'closed'>[]>;
      if (kind === 'postgres') {
        // The first holds its new voucher uncommitted until the others wait on it.
        const first = store(1, held);
        await stored;
        const others = [store(2), store(1)];
        await waitForLockWaits(2);
        release();
        outcomes = Promise.allSettled([first, ...others]);
      } else {
        release();
        outcomes = Promise.allSettled([store(1), store(2), store(1)]);
      }
      const [first, second, again] = await outcomes;
      expect(first).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
      expect(second).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
      // Revision 1 is the first's: the third is refused by number, as a push's item would be.
      expect(again).toEqual({ status: 'fulfilled', value: 'taken' });
      expect(await revisionsOf('V-RACE-5')).toEqual([
        { version: 1, current: 2 },
        { version: 2, current: 2 },
      ]);
    });

    it("lists a voucher's revisions and uploads in its History, asked by the voucher's id", async () => {
      const taskId = await taskOf(f.project.a1);
      const revision = (notes: string, hours: number) =>
        voucherItem({ ...place(), taskId }, { voucherNumber: 'V-300', hours, notes });
      const first = revision('Pour slab', 4);
      expect((await push(token, [first])).body.data.items[0]?.status).toBe('accepted');
      expect((await push(token, [revision('Pour slab and curb', 6)])).body.data.items[0]?.status).toBe(
        'accepted',
      );
      const photo = {
        clientId: clientId(),
        itemClientId: first.clientId,
        purpose: 'photo',
        name: 'slab.png',
      };
      expect((await upload(t, token, photo, png())).status).toBe(200);
      const voucher = await t.db
        .selectFrom('tm_voucher')
        .select('id')
        .where('device_id', '=', f.device.d1)
        .where('voucher_number', '=', 'V-300')
        .executeTakeFirstOrThrow();
      const history = await t.call<AuditEntry[]>(
        'GET',
        `${ApiPaths.audit.history.voucher}?id=${voucher.id}&Skip=0&Take=10`,
        { token: admin },
      );
      expect(history.status, history.body.message).toBe(200);
      const rows = history.body.data;
      expect(rows.map((row) => [row.action, (row.after as { version: number }).version])).toEqual([
        ['photo', 1],
        ['revision', 2],
        ['revision', 1],
      ]);
      expect(rows[1]).toMatchObject({
        recordKind: 'voucher',
        before: { version: 1, notes: 'Pour slab', labour: expect.stringMatching(/ REG 4 h$/) },
        after: { version: 2, notes: 'Pour slab and curb', labour: expect.stringMatching(/ REG 6 h$/) },
      });
      expect(rows[2]?.before).toBeNull();
      expect(rows[0]?.after).toMatchObject({ name: 'slab.png', type: 'image/png' });
    });
  });

  describe('attachments', () => {
    let token: string;
    let line: string;
    beforeAll(async () => {
      token = await enrolDevice(t, admin, f.device.d1);
      const item = timecard({ timeRecordId: 40 });
      line = item.clientId;
      await push(token, [item]);
    });

    it('stores a photo once, beside the line, never in the row', async () => {
      const photo = { clientId: clientId(), itemClientId: line, purpose: 'photo', name: 'IMG_1.png' };
      const first = await upload(t, token, photo, png());
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ clientId: photo.clientId, repeated: false });
      expect((await upload(t, token, photo, png())).body.data).toEqual({
        clientId: photo.clientId,
        repeated: true,
      });
      // The same id with another file or name: 409 naming what differs; the first stands.
      const otherBytes = await upload(t, token, photo, tinyPng(4, 4, [0, 0, 0], [255, 255, 255]));
      expect(otherBytes.status).toBe(409);
      expect(otherBytes.body.message).toBe(FieldMessages.clientIdReused(['bytes']));
      const otherName = await upload(t, token, { ...photo, name: 'IMG_2.png' }, png());
      expect(otherName.body.message).toBe(FieldMessages.clientIdReused(['name']));
      const stored = await t.db
        .selectFrom('timecard_attachment')
        .select('mime')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 40)
        .execute();
      expect(stored).toEqual([{ mime: 'image/png' }]);
      const row = await t.db
        .selectFrom('timecard')
        .select('has_attachment')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 40)
        .executeTakeFirstOrThrow();
      expect(row.has_attachment).toBe(true);
    });

    it('refuses a mislabelled file by its bytes, and an oversized one', async () => {
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const refusals: {
        query: { itemClientId: string; purpose: string; name: string };
        bytes: Uint8Array;
        contentType?: string;
        answer: { status?: number; message?: string };
      }[] = [
        {
          query: { itemClientId: line, purpose: 'photo', name: 'photo.png' },
          bytes: html,
          contentType: 'image/png',
          answer: { status: 400, message: 'The attachment is not a PNG, JPEG or WebP image' },
        },
        {
          query: { itemClientId: line, purpose: 'attestationPdf', name: 'a.pdf' },
          bytes: png(),
          contentType: 'application/pdf',
          answer: { message: FieldMessages.notPdf },
        },
        {
          query: { itemClientId: line, purpose: 'photo', name: 'big.png' },
          bytes: new Uint8Array(6 * 1024 * 1024),
          answer: { status: 413 },
        },
        {
          query: { itemClientId: clientId(), purpose: 'photo', name: 'x.png' },
          bytes: png(),
          answer: { message: FieldMessages.unknownItem },
        },
      ];
      for (const { query, bytes, contentType, answer } of refusals) {
        const res = await upload(t, token, { clientId: clientId(), ...query }, bytes, contentType);
        if (answer.status !== undefined) expect(res.status).toBe(answer.status);
        if (answer.message !== undefined) expect(res.body.message).toBe(answer.message);
      }
      const stored = await t.db
        .selectFrom('timecard_attachment')
        .select('id')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 40)
        .execute();
      expect(stored).toHaveLength(1);
    });

    it('counts uploads by purpose and answer, refusals by reason and the bytes read, for Prometheus', async () => {
      const answered = (purpose: string, outcome: string) =>
        `tac_field_attachments_total{purpose="${purpose}",outcome="${outcome}"}`;
      const refused = (purpose: string, reason: string) =>
        `tac_field_attachments_refused_total{purpose="${purpose}",reason="${reason}"}`;
      const bytes = (purpose: string) => `tac_field_attachment_bytes_total{purpose="${purpose}"}`;
      const series = [
        answered('photo', 'accepted'),
        answered('photo', 'repeated'),
        answered('photo', 'conflict'),
        answered('photo', 'refused'),
        answered('signature', 'refused'),
        answered('unknown', 'refused'),
        refused('photo', 'content'),
        refused('photo', 'too_large'),
        refused('photo', 'unknown_item'),
        refused('signature', 'purpose_mismatch'),
        refused('unknown', 'invalid'),
        bytes('photo'),
        bytes('signature'),
      ];
      // Another device than the other tests': d1's calls are near its rate limit.
      const token = await enrolDevice(t, admin, f.device.d2);
      const item = timecard({ timeRecordId: 16 });
      expect((await push(token, [item])).body.data.items[0]?.status).toBe('accepted');
      const counted = await countFrom([t], series);
      const photo = {
        clientId: clientId(),
        itemClientId: item.clientId,
        purpose: 'photo',
        name: 'counted.png',
      };
      const otherPng = tinyPng(4, 4, [0, 0, 0], [255, 255, 255]);
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const sent: [typeof photo, Uint8Array, number][] = [
        [photo, png(), 200],
        [photo, png(), 200],
        [photo, otherPng, 409],
        [{ ...photo, clientId: clientId() }, html, 400],
        [{ ...photo, clientId: clientId() }, new Uint8Array(6 * 1024 * 1024), 413],
        [{ ...photo, clientId: clientId(), itemClientId: clientId() }, png(), 400],
        [{ ...photo, clientId: clientId(), purpose: 'signature' }, png(), 400],
        [{ ...photo, clientId: clientId(), purpose: 'video' }, png(), 400],
      ];
      for (const [query, body, status] of sent) {
        expect((await upload(t, token, query, body)).status, `${query.purpose} ${status}`).toBe(status);
      }
      expect(await counted()).toEqual({
        [answered('photo', 'accepted')]: 1,
        [answered('photo', 'repeated')]: 1,
        [answered('photo', 'conflict')]: 1,
        [answered('photo', 'refused')]: 3,
        [answered('signature', 'refused')]: 1,
        [answered('unknown', 'refused')]: 1,
        [refused('photo', 'content')]: 1,
        [refused('photo', 'too_large')]: 1,
        [refused('photo', 'unknown_item')]: 1,
        [refused('signature', 'purpose_mismatch')]: 1,
        [refused('unknown', 'invalid')]: 1,
        // Bodies read whole and judged: neither the one cut off at its limit nor one whose query failed.
        [bytes('photo')]: 3 * png().length + otherPng.length + html.length,
        [bytes('signature')]: png().length,
      });
    });

    it('keeps a signed attestation PDF beside the line', async () => {
      const res = await upload(
        t,
        token,
        { clientId: clientId(), itemClientId: line, purpose: 'attestationPdf', name: 'attestation.pdf' },
        await plainPdf(),
      );
      expect(res.status).toBe(200);
    });

    it('stores and serves a re-encoded copy: a PNG+HTML polyglot keeps only its pixels, under a sandboxing CSP', async () => {
      const photo = { clientId: clientId(), itemClientId: line, purpose: 'photo', name: 'polyglot.png' };
      expect((await upload(t, token, photo, pngHtmlPolyglot())).status).toBe(200);
      const served = await t.call<TimecardAttachment[]>(
        'GET',
        `${ApiPaths.timecards.attachments}?timeRecordId=40&deviceId=${f.device.d1}`,
        { token: admin },
      );
      const copy = served.body.data.find((a) => a.attachmentName === 'polyglot.png');
      const bytes = Buffer.from(copy?.attachmentContent ?? '', 'base64');
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.includes(Buffer.from('<html'))).toBe(false);
      // Every answer carrying attachment bytes, errors included, is inert if opened as a page.
      const voucherAttachments = await t.call(
        'GET',
        `${ApiPaths.vouchers.attachments}?TMVoucherID=999999&deviceId=1`,
        {
          token: admin,
        },
      );
      expect(voucherAttachments.status).toBe(404);
      const queryDay = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
      const issueNotes = await t.call(
        'POST',
        `${ApiPaths.timecards.issueNotes}?${new URLSearchParams({ fromDate: `${queryDay} 00:00:00`, toDate: `${queryDay} 23:59:59` })}`,
        { token: admin, body: { Skip: 0, Take: 10 } },
      );
      expect(issueNotes.status).toBe(200);
      for (const answer of [served, voucherAttachments, issueNotes]) {
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('content-security-policy')).toBe(ATTACHMENT_ANSWER_CSP);
      }
    });

    it('refuses an image claiming 60,000 × 60,000 pixels, and a PDF with JavaScript or an embedded file', async () => {
      const refusals: [string, 'photo' | 'signature' | 'attestationPdf', Uint8Array, string][] = [
        ['bomb.png', 'photo', pngClaimingSize(60_000, 60_000), 'The attachment is larger than 40 megapixels'],
        ['script.pdf', 'attestationPdf', await pdfWithJavaScript(), 'JavaScript'],
        ['carrier.pdf', 'attestationPdf', await pdfWithEmbeddedFile(), 'EmbeddedFile'],
      ];
      for (const [name, purpose, bytes, message] of refusals) {
        const res = await upload(
          t,
          token,
          { clientId: clientId(), itemClientId: line, purpose, name },
          bytes,
        );
        expect(res.status, name).toBe(400);
        expect(res.body.message, name).toContain(message);
      }
      const names = await t.db
        .selectFrom('timecard_attachment')
        .select('name')
        .where('device_id', '=', f.device.d1)
        .where('time_record_id', '=', 40)
        .execute();
      expect(names.map((n) => n.name)).not.toEqual(expect.arrayContaining(['bomb.png']));
      expect(names.map((n) => n.name).filter((n) => n.endsWith('.pdf'))).toEqual(['attestation.pdf']);
    });
  });

  describe('pull', () => {
    it('answers everything first, then only what changed, removals included', async () => {
      const token = await enrolDevice(t, admin, f.device.d3);
      const first = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, { token, body: {} });
      expect(first.body.data.full).toBe(true);
      const { changes } = first.body.data;
      expect(changes.employees?.upserts.map((e) => e.id).sort()).toEqual(
        [f.employee.manual, f.employee.imported].sort(),
      );
      expect(changes.projects?.upserts[0]?.tasks.length).toBe(2);
      expect(changes.attestationTexts?.upserts.map((a) => a.id)).toEqual(['en', 'es']);
      // The active pay codes: what a line's hoursType and a labour line's payCode may be.
      expect(changes.payCodes?.upserts.map((c) => [c.code, c.countsAs])).toEqual([
        ['REG', 'Regular'],
        ['OT', 'Overtime'],
        ['DT', 'DoubleTime'],
        ['TRV', 'Regular'],
        ['MP', 'Regular'],
        ['STBY', 'Regular'],
      ]);
      const travel = changes.payCodes?.upserts.find((c) => c.code === 'TRV');
      expect(changes.permissions?.upserts).toEqual([
        { id: 'device', allowAttestation: true, allowTMVoucherSignature: false },
      ]);

      const same = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, {
        token,
        body: { cursor: first.body.data.cursor },
      });
      expect(same.body.data).toEqual({ cursor: first.body.data.cursor, full: false, changes: {} });

      await t.db
        .deleteFrom('device_employee')
        .where('device_id', '=', f.device.d3)
        .where('employee_id', '=', f.employee.imported)
        .execute();
      await t.db
        .updateTable('employee')
        .set({ first_name: 'Renamed' })
        .where('id', '=', f.employee.manual)
        .execute();
      await t.db.updateTable('pay_code').set({ is_active: false }).where('code', '=', 'TRV').execute();
      const next = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, {
        token,
        body: { cursor: first.body.data.cursor },
      });
      expect(next.body.data.full).toBe(false);
      expect(next.body.data.changes).toEqual({
        employees: {
          upserts: [expect.objectContaining({ id: f.employee.manual, firstName: 'Renamed' })],
          removals: [f.employee.imported],
        },
        payCodes: { upserts: [], removals: [travel?.id] },
      });
      // A pull repeated after a lost answer gets the same changes from the same cursor.
      const repeated = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, {
        token,
        body: { cursor: first.body.data.cursor },
      });
      expect(repeated.body.data.changes).toEqual(next.body.data.changes);
      await t.db.updateTable('pay_code').set({ is_active: true }).where('code', '=', 'TRV').execute();
      const audits = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'field-pull')
        .where('entity_id', '=', String(f.device.d3))
        .execute();
      expect(audits.length).toBeGreaterThanOrEqual(4);
    });
  });

  describe('the console', () => {
    it("counts what devices added since a list was read, in the reader's divisions only", async () => {
      const token = await enrolDevice(t, admin, f.device.d1);
      // As a list does: a first count without since only takes the mark, the since of the next.
      const opened = await t.call<FieldArrivals>('GET', ApiPaths.field.arrivals, { token: admin });
      expect(opened.body.data).toMatchObject({ timecardLines: 0, issueNotes: 0 });
      const since = opened.body.data.asOf;
      await push(token, [
        timecard({ timeRecordId: 60 }),
        timecard({ timeRecordId: 60, hoursType: 'OT', hours: 1 }),
        { clientId: clientId(), kind: 'issueNote', day, projectId: f.project.a1, issueNote: 'Rain delay' },
      ]);
      const arrivals = (user: string) =>
        t.call<FieldArrivals>('GET', `${ApiPaths.field.arrivals}?since=${encodeURIComponent(since)}`, {
          token: user,
        });
      const mine = await arrivals(admin);
      expect(mine.body.data).toMatchObject({
        timecardLines: 2,
        issueNotes: 1,
        dailyDetails: 0,
        voucherRevisions: 0,
      });
      const later = await arrivals(admin);
      expect(BigInt(later.body.data.asOf)).toBeGreaterThanOrEqual(BigInt(since));
      for (const bad of ['2026-03-09T14:30:00Z', '-1', '1.5', '9999999999999999999']) {
        const refused = await t.call('GET', `${ApiPaths.field.arrivals}?since=${encodeURIComponent(bad)}`, {
          token: admin,
        });
        expect([refused.status, refused.body.message]).toEqual([400, FieldMessages.arrivalsMark]);
      }
      const pm = await t.login('pm@demo.local');
      expect((await arrivals(pm)).body.data).toMatchObject({ timecardLines: 0, issueNotes: 0 });
      expect((await arrivals(token)).status).toBe(401);
    });

    it('counts by commit order: counts chained from mark to mark while devices push at once sum to the lines', async () => {
      const devices = [f.device.d1, f.device.d2, f.device.d3];
      const tokens = await Promise.all(devices.map((device) => enrolDevice(t, admin, device)));
      const rounds = 4;
      const lines = 50;
      const count = async (since?: string) => {
        const query = since === undefined ? '' : `?since=${encodeURIComponent(since)}`;
        const res = await t.call<FieldArrivals>('GET', `${ApiPaths.field.arrivals}${query}`, {
          token: admin,
        });
        expect(res.status, res.body.message).toBe(200);
        return res.body.data;
      };
      let mark = (await count()).asOf;
      let counted = 0;
      const countOn = async () => {
        const arrivals = await count(mark);
        counted += arrivals.timecardLines;
        mark = arrivals.asOf;
      };
      let pushing = true;
      const pushers = tokens.map(async (token, n) => {
        for (let round = 0; round < rounds; round++) {
          const batch = Array.from({ length: lines }, () =>
            timecard({ timeRecordId: 7000 + n * 100 + round }),
          );
          const answers = await push(token, batch);
          expect(answers.body.data.items.every((a) => a.status === 'accepted')).toBe(true);
        }
      });
      const poller = (async () => {
        while (pushing) await countOn();
      })();
      await Promise.all(pushers);
      pushing = false;
      await poller;
      // Every push has committed: one more count takes the rest, whatever else the server runs.
      await countOn();
      expect(counted).toBe(devices.length * rounds * lines);
    });
  });

  describe('a typed device client generated from the OpenAPI document', () => {
    it('is the committed one, and pushes every kind, uploads bytes and meets a 401 with it', async () => {
      const types = await deviceApiTypes(t);
      if (process.env.UPDATE_DEVICE_API) writeFileSync(DEVICE_API_TYPES, types);
      expect(
        types,
        'The device API changed: run UPDATE_DEVICE_API=1 npx vitest run src/modules/field/field.test.ts in api/ and commit device-api.generated.ts',
      ).toBe(readFileSync(DEVICE_API_TYPES, 'utf8'));

      const token = await enrolDevice(t, admin, f.device.d1);
      const client = createClient<paths>({
        baseUrl: t.baseUrl,
        headers: { authorization: `Bearer ${token}` },
      });
      const task = await t.db
        .selectFrom('task')
        .select('id')
        .where('project_id', '=', f.project.a1)
        .executeTakeFirstOrThrow();
      const items: PushItem[] = [
        {
          clientId: clientId(),
          kind: 'timecard',
          timeRecordId: 70,
          employeeId: f.employee.manual,
          projectId: f.project.a1,
          day,
          hoursType: 'REG',
          hours: 8,
          startTime: '07:00',
          lunchStartTime: '11:30',
          lunchEndTime: '12:00',
          endTime: '15:30',
        },
        { clientId: clientId(), kind: 'issueNote', day, projectId: f.project.a1, issueNote: 'Pump late' },
        { clientId: clientId(), kind: 'dailyDetail', day, projectId: f.project.a1, weather: 'Fog' },
        {
          clientId: clientId(),
          kind: 'voucher',
          voucherNumber: 'V-TYPED',
          projectId: f.project.a1,
          taskId: task.id,
          day,
          submittedMode: 'Online',
          labour: [{ employeeId: f.employee.manual, payCode: 'REG', hours: 2 }],
        },
      ];
      expect(items.map((item) => item.kind).sort()).toEqual([...FieldItemKinds].sort());
      const pushed = await client.POST('/api/Field/Push', { body: { items } });
      expect(pushed.response.status).toBe(200);
      expect(pushed.data?.data.items.map((answer) => answer.status)).toEqual(items.map(() => 'accepted'));

      const uploaded = await client.POST('/api/Field/Attachment', {
        params: {
          query: {
            clientId: clientId(),
            itemClientId: items[0]?.clientId ?? '',
            purpose: 'photo',
            name: 'a.png',
          },
        },
        headers: { 'content-type': 'image/png' },
        // A binary body is typed as a string by the generator: the bytes go as they are.
        body: png() as unknown as string,
        bodySerializer: (bytes) => bytes,
      });
      expect(uploaded.response.status).toBe(200);
      expect(uploaded.data?.data.repeated).toBe(false);

      const stranger = createClient<paths>({
        baseUrl: t.baseUrl,
        headers: { authorization: 'Bearer tacd_1_not-a-secret' },
      });
      const refused = await stranger.POST('/api/Field/Pull', { body: {} });
      expect(refused.response.status).toBe(401);
      expect(refused.error?.message).toBe(FieldMessages.credentialInvalid);
    });
  });
});
