import {
  ApiPaths,
  VoucherSearchField as F,
  Messages,
  PageClaim,
  type SearchTextEntry,
  type VoucherAttachment,
  type VoucherLabourVariance,
  VoucherMessages,
  type VoucherPdf,
  type VoucherRecord,
  voucherEmployeeName,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { VoucherRecordSchema } from '@tac/contracts/schemas';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../../images/tiny-png.ts';
import { seedDemoMaterials } from '../../seed/demo.ts';
import { seedDemoVouchers } from '../../seed/demo-vouchers.ts';
import {
  expectClaimRequired,
  failure,
  type GuardedCall,
  signIn,
  userIdOf,
  walkPages,
} from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedTwoWeekDemo } from '../../testing/two-week-demo.ts';
import { insertVouchers } from './store.ts';
import { VOUCHER_COMPANY } from './voucher-pdf.ts';

const paths = ApiPaths.vouchers;

/** 'YYYY-MM-DD' → the query format dd-MM-yyyy HH:mm:ss. */
const q = (day: string, time = '00:00:00') =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
/** The browser's query: From at midnight, To as picked (the server extends it by a day). */
const range = (from: string, to: string, toTime = '00:00:00') =>
  `?fromDate=${encodeURIComponent(q(from))}&toDate=${encodeURIComponent(q(to, toTime))}`;
const revisionQuery = (id: number, deviceId: number) => `?TMVoucherID=${id}&deviceId=${deviceId}`;
const norm = (s: string) => s.replace(/\s+/g, ' ');

describeEachDatabase('T&M vouchers', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let all: VoucherRecord[];
  let pmDivisions: number[];
  const timeZone = systemTimeZone();
  const today = todayIn(timeZone);
  const from = addDays(today, -13);
  /** The fixture voucher's day, inside the range with days on both sides. */
  const fixtureDay = addDays(today, -3);
  const signedAt = new Date(Date.now() - 26 * 3_600_000);
  const fixture = {
    deviceId: 0,
    projectId: 0,
    taskId: 0,
    deviceName: '',
    projectNumber: '',
    projectName: '',
    revision1: 0,
    revision2: 0,
    /** A voucher in a division the project manager does not see. */
    otherRevision: 0,
    otherDeviceId: 0,
    employees: [] as { id: number; number: string; name: string }[],
    material: '',
    equipment: '',
    photos: [] as Buffer[],
  };

  const listCall = (token: string, SearchText: SearchTextEntry[] = [], query = range(from, today)) =>
    t.call<VoucherRecord[]>('POST', `${paths.list}${query}`, {
      body: { SearchText, Skip: 0, Take: 1000 },
      token,
    });
  const search = async (SearchText: SearchTextEntry[]) => {
    const res = await listCall(tokens.admin as string, SearchText);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(res.body.totalCount);
    return res.body.data;
  };
  const ids = (rows: VoucherRecord[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  const revisionKey = (deviceId: number, projectId: number, taskId: number, number: string) => [
    { FieldName: F.DeviceId, Value: String(deviceId) },
    { FieldName: F.ProjectId, Value: String(projectId) },
    { FieldName: F.TaskCodeId, Value: String(taskId) },
    { FieldName: F.TMVoucherNumber, Value: number },
  ];

  /** Two revisions of voucher FIX-1 on the fixture day, the timecards it is compared with, and FIX-2 elsewhere. */
  async function seedFixture() {
    const pmId = await userIdOf(t, 'pm');
    pmDivisions = (
      await t.db.selectFrom('user_division').select('division_id').where('user_id', '=', pmId).execute()
    ).map((r) => r.division_id);
    const projectIn = async (inside: boolean) =>
      t.db
        .selectFrom('project as p')
        .innerJoin('task as k', 'k.project_id', 'p.id')
        .select(['p.id', 'p.project_number', 'p.name', 'p.division_id', 'k.id as taskId'])
        .where('p.division_id', inside ? 'in' : 'not in', pmDivisions)
        .orderBy('p.id')
        .limit(1)
        .executeTakeFirstOrThrow();
    const mine = await projectIn(true);
    const other = await projectIn(false);
    // Devices of their own, so no demo timecard or voucher shares the fixture's crew day.
    const newDevice = (name: string, divisionId: number) =>
      t.db
        .insertInto('device')
        .values({ name, division_id: divisionId })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    const device = await newDevice('TAC_Fixture Crew_07', mine.division_id);
    const employees = await t.db
      .selectFrom('employee')
      .select(['id', 'employee_number', 'first_name', 'last_name'])
      .orderBy('id')
      .limit(3)
      .execute();
    const material = await t.db
      .selectFrom('material')
      .select(['id', 'display_text'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const equipment = await t.db
      .selectFrom('equipment')
      .select(['id', 'display_text'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    Object.assign(fixture, {
      deviceId: device.id,
      deviceName: device.name,
      projectId: mine.id,
      projectNumber: mine.project_number,
      projectName: mine.name,
      taskId: mine.taskId,
      employees: employees.map((e) => ({
        id: e.id,
        number: e.employee_number,
        name: `${e.first_name} ${e.last_name}`,
      })),
      material: material.display_text,
      equipment: equipment.display_text,
      photos: [tinyPng(40, 30, [200, 30, 30], [30, 30, 200]), tinyPng(30, 40, [30, 200, 30], [250, 250, 0])],
    });
    const [e1, e2, e3] = fixture.employees as [
      (typeof fixture.employees)[0],
      (typeof fixture.employees)[0],
      (typeof fixture.employees)[0],
    ];
    const key = {
      voucherNumber: 'FIX-1',
      deviceId: device.id,
      projectId: mine.id,
      taskId: mine.taskId,
      createdDate: fixtureDay,
    };
    const [[revision1, revision2]] = (await insertVouchers(t.db, [
      {
        ...key,
        revisions: [
          {
            syncedAt: new Date(signedAt.getTime() - 3_600_000),
            submittedMode: 'Offline',
            labour: [{ employeeId: e1.id, payCode: 'REG', hours: 8 }],
            materials: [{ materialId: material.id, quantity: 3, unit: 'cy' }],
            equipment: [{ equipmentId: equipment.id, hours: 2.5 }],
            notes: 'First count of the crew.',
          },
          {
            syncedAt: new Date(signedAt.getTime() + 600_000),
            submittedMode: 'Online',
            labour: [
              { employeeId: e1.id, payCode: 'REG', hours: 8 },
              { employeeId: e1.id, payCode: 'OT', hours: 2 },
              { employeeId: e2.id, payCode: 'REG', hours: 8 },
            ],
            materials: [{ materialId: material.id, quantity: 4.5, unit: 'cy' }],
            equipment: [{ equipmentId: equipment.id, hours: 3 }],
            notes: 'Extra excavation at the north footing per the superintendent.',
            signature: {
              signerName: 'Olivia Grant',
              signedAt,
              image: tinyPng(80, 20, [255, 255, 255], [0, 0, 90]),
            },
            attachments: fixture.photos.map((content, i) => ({ name: `photo_${i + 1}.png`, content })),
          },
        ],
      },
    ])) as [[number, number]];
    fixture.revision1 = revision1;
    fixture.revision2 = revision2;
    // The crew's timecards that day: e1 9.5 h (0.5 less than the voucher), e3 4 h (not on it), e2 none.
    const card = {
      device_id: device.id,
      project_id: mine.id,
      task_id: mine.taskId,
      division_id: mine.division_id,
      day: fixtureDay,
      week_ending_date: fixtureDay,
    };
    await t.db
      .insertInto('timecard')
      .values([
        { ...card, time_record_id: 990001, employee_id: e1.id, hours: 8, hours_type: 'REG' },
        { ...card, time_record_id: 990001, employee_id: e1.id, hours: 1.5, hours_type: 'OT' },
        { ...card, time_record_id: 990002, employee_id: e3.id, hours: 4, hours_type: 'REG' },
        // Another task code the same day: not this voucher's work.
        { ...card, task_id: null, time_record_id: 990003, employee_id: e2.id, hours: 8, hours_type: 'REG' },
      ])
      .execute();

    const otherDevice = await newDevice('TAC_Other Crew_08', other.division_id);
    fixture.otherDeviceId = otherDevice.id;
    const [[otherRevision]] = (await insertVouchers(t.db, [
      {
        voucherNumber: 'FIX-2',
        deviceId: otherDevice.id,
        projectId: other.id,
        taskId: other.taskId,
        createdDate: fixtureDay,
        revisions: [
          {
            syncedAt: signedAt,
            submittedMode: 'Online',
            labour: [{ employeeId: e1.id, payCode: 'REG', hours: 4 }],
          },
        ],
      },
    ])) as [[number]];
    fixture.otherRevision = otherRevision;
    // Just outside the range on each side.
    for (const [voucherNumber, createdDate] of [
      ['EDGE-BEFORE', addDays(from, -1)],
      ['EDGE-AFTER', addDays(today, 1)],
    ] as const) {
      await insertVouchers(t.db, [
        {
          ...key,
          voucherNumber,
          createdDate,
          revisions: [{ syncedAt: signedAt, submittedMode: 'Online', labour: [] }],
        },
      ]);
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    await seedDemoMaterials(t.db);
    await seedTwoWeekDemo(t.db, today, { employees: 40, projects: 12, devices: 12 });
    await seedDemoVouchers(t.db, { share: 1 });
    await seedFixture();
    tokens = await signIn(t, 'admin', 'pm', 'readonly');
    all = await search([]);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists each voucher once, as its latest revision, newest day first, in the documented shape', async () => {
    const inRange = await t.db
      .selectFrom('tm_voucher')
      .select(t.db.fn.countAll<number>().as('n'))
      .where('created_date', '>=', from)
      .where('created_date', '<=', today)
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(inRange.n));
    expect(all.length).toBeGreaterThan(50);
    const days = all.map((r) => r.createdDate);
    expect([...days].sort().reverse()).toEqual(days);
    const checkRow = Compile(VoucherRecordSchema);
    expect(all.filter((row) => !checkRow.Check(row))).toEqual([]);
    const fix = all.find((r) => r.tmVoucherNumber === 'FIX-1');
    const fixVoucher = await t.db
      .selectFrom('tm_voucher')
      .select('id')
      .where('device_id', '=', fixture.deviceId)
      .where('voucher_number', '=', 'FIX-1')
      .executeTakeFirstOrThrow();
    expect(fix).toEqual({
      id: fixture.revision2,
      voucherId: fixVoucher.id,
      deviceId: fixture.deviceId,
      projectId: fixture.projectId,
      taskCodeID: fixture.taskId,
      tmVoucherNumber: 'FIX-1',
      tmVersion: 2,
      hasSignature: true,
      isAttachmentAdded: true,
      deviceName: fixture.deviceName,
      createdDate: fixtureDay,
      projectNumber: fixture.projectNumber,
      projectName: fixture.projectName,
      taskNumber: expect.any(String),
      taskName: expect.any(String),
      // Every instant the API writes reads as JSON writes a Date (shared/docs/api.md "Dates").
      syncedDateTime: new Date(signedAt.getTime() + 600_000).toISOString(),
      submittedMode: 'Online',
      attachmentName: 'TMVoucher_FIX-1_Rev2.pdf',
      // Its current revision carries the customer's signature: Field Verified, as migration 0074 derives it.
      voucherStatus: 'FieldVerified',
      statusReason: '',
      billingReference: '',
      signatureRequestOpen: false,
    });
    // The demo seed gives signed and unsigned vouchers, several revisions and attachments.
    expect(new Set(all.map((r) => r.hasSignature))).toEqual(new Set([true, false]));
    expect(all.some((r) => r.tmVersion > 1)).toBe(true);
    expect(all.some((r) => r.isAttachmentAdded)).toBe(true);
    // And every status of the lifecycle: a closed one with its change order, a rejected one with its reason.
    expect(new Set(all.map((r) => r.voucherStatus))).toEqual(
      new Set(['InProgress', 'ReadyForReview', 'FieldVerified', 'Rejected', 'Closed']),
    );
    expect(all.find((r) => r.voucherStatus === 'Closed')?.billingReference).toMatch(/^CO-\d+$/);
    expect(all.find((r) => r.voucherStatus === 'Rejected')?.statusReason).not.toBe('');
  });

  it('pages by the paging rule with the exact total on every page, searched by a name or not', async () => {
    const walked = await walkPages<VoucherRecord>(
      t,
      `${paths.list}${range(from, today)}`,
      tokens.admin as string,
      [],
      all.length,
    );
    expect(walked.map((r) => r.id)).toEqual(all.map((r) => r.id));
    // A name search takes another way on PGlite (its matches found once): the same pages.
    const byName = [{ FieldName: F.DeviceName, Value: 'crew' }];
    const named = all.filter((r) => r.deviceName.toLowerCase().includes('crew'));
    expect(named.length).toBeGreaterThan(100);
    const walkedNamed = await walkPages<VoucherRecord>(
      t,
      `${paths.list}${range(from, today)}`,
      tokens.admin as string,
      byName,
      named.length,
    );
    expect(walkedNamed.map((r) => r.id)).toEqual(named.map((r) => r.id));
  });

  it('extends the end by one day: the whole To day is in, whatever time came with it, and not the day after', async () => {
    for (const time of ['00:00:00', '13:45:10', '23:59:59']) {
      const res = await listCall(tokens.admin as string, [], range(fixtureDay, fixtureDay, time));
      expect(res.status).toBe(200);
      expect(res.body.data.map((r) => r.createdDate)).toEqual(
        all.filter((r) => r.createdDate === fixtureDay).map(() => fixtureDay),
      );
      expect(res.body.data.some((r) => r.tmVoucherNumber === 'FIX-1')).toBe(true);
    }
    const around = await search([]);
    expect(around.some((r) => r.tmVoucherNumber.startsWith('EDGE-'))).toBe(false);
    const wider = await listCall(
      tokens.admin as string,
      [{ FieldName: F.VoucherNumber, Value: 'EDGE' }],
      range(addDays(from, -1), addDays(today, 1)),
    );
    expect(wider.body.data.map((r) => r.tmVoucherNumber).sort()).toEqual(['EDGE-AFTER', 'EDGE-BEFORE']);
  });

  it.each([
    ['From after To', range(today, from), Messages.dateRange.endBeforeStart],
    [
      'a From that is not dd-MM-yyyy',
      `?fromDate=2026-11-01&toDate=${encodeURIComponent(q(today))}`,
      /fromDate must be a date/,
    ],
    [
      'a To that is not a real day',
      `?fromDate=${encodeURIComponent(q(from))}&toDate=${encodeURIComponent('31-02-2026 00:00:00')}`,
      /toDate must be a date/,
    ],
    ['no To', `?fromDate=${encodeURIComponent(q(from))}`, /toDate/],
  ])('refuses %s with a 400', async (_, query, message) => {
    const res = await listCall(tokens.admin as string, [], query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  const syncedDay = (r: VoucherRecord) => todayIn(timeZone, new Date(r.syncedDateTime));
  const sample = () => all.find((r) => r.tmVoucherNumber === 'FIX-1') as VoucherRecord;
  const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  it.each<[string, () => string, (r: VoucherRecord, value: string) => boolean]>([
    [F.VoucherNumber, () => '700', (r, v) => has(r.tmVoucherNumber, v)],
    [
      F.Employee,
      () => voucherEmployeeName(sample().deviceName).slice(1, 5).toLowerCase(),
      (r, v) => has(voucherEmployeeName(r.deviceName), v),
    ],
    [F.DeviceName, () => sample().deviceName.slice(0, 8).toLowerCase(), (r, v) => has(r.deviceName, v)],
    [F.TimeCardDate, () => fixtureDay, (r, v) => r.createdDate === v],
    [
      F.Project,
      () => `${sample().projectNumber} - ${sample().projectName.slice(0, 4)}`,
      (r, v) => has(`${r.projectNumber} - ${r.projectName}`, v),
    ],
    [
      F.TaskCode,
      () => `${sample().taskNumber}-${sample().taskName}`.slice(2, 9),
      (r, v) => has(`${r.taskNumber}-${r.taskName}`, v),
    ],
    [F.SyncedDate, () => syncedDay(sample()), (r, v) => syncedDay(r) === v],
    [F.Version, () => '2', (r, v) => r.tmVersion === Number(v)],
    [F.Status, () => 'offl', (r, v) => has(r.submittedMode, v)],
    [F.Signature, () => 'Yes', (r) => r.hasSignature],
    [F.Signature, () => 'no', (r) => !r.hasSignature],
    [F.Signature, () => 'Yes No', () => true],
    [F.UserId, () => '1', () => true],
    [F.DeviceId, () => String(fixture.deviceId), (r, v) => r.deviceId === Number(v)],
    [F.ProjectId, () => String(fixture.projectId), (r, v) => r.projectId === Number(v)],
    [F.TaskCodeId, () => String(fixture.taskId), (r, v) => r.taskCodeID === Number(v)],
    [F.TMVoucherNumber, () => 'FIX-1', (r, v) => r.tmVoucherNumber === v],
    [
      F.VoucherStatus,
      () => 'closed ReadyForReview',
      (r) => ['Closed', 'ReadyForReview'].includes(r.voucherStatus),
    ],
    [F.VoucherStatus, () => 'Rejected', (r) => r.voucherStatus === 'Rejected'],
  ])('searches %s', async (FieldName, value, matches) => {
    const v = value();
    const expected = all.filter((r) => matches(r, v));
    expect(expected.length).toBeGreaterThan(0);
    const found = await search([{ FieldName, Value: v }]);
    expect(ids(found)).toEqual(ids(expected));
    if (expected.length === all.length && FieldName !== F.UserId && v !== 'Yes No')
      throw new Error(`${FieldName} '${v}' filters nothing`);
  });

  it('combines searches with AND and matches FieldNames ignoring case', async () => {
    const found = await search([
      { FieldName: 'HASSIGNATURE', Value: 'No' },
      { FieldName: F.Status, Value: 'online' },
      { FieldName: F.UserId, Value: '3' },
    ]);
    expect(ids(found)).toEqual(ids(all.filter((r) => !r.hasSignature && r.submittedMode === 'Online')));
  });

  it("lists one voucher's revisions newest first, each with its own data, and filters them", async () => {
    const key = revisionKey(fixture.deviceId, fixture.projectId, fixture.taskId, 'FIX-1');
    const res = await t.call<VoucherRecord[]>('POST', paths.revisions, {
      body: { SearchText: key },
      token: tokens.pm,
    });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(2);
    expect(
      res.body.data.map((r) => [
        r.id,
        r.tmVersion,
        r.hasSignature,
        r.isAttachmentAdded,
        r.submittedMode,
        r.attachmentName,
      ]),
    ).toEqual([
      [fixture.revision2, 2, true, true, 'Online', 'TMVoucher_FIX-1_Rev2.pdf'],
      [fixture.revision1, 1, false, false, 'Offline', 'TMVoucher_FIX-1_Rev1.pdf'],
    ]);
    const checkRow = Compile(VoucherRecordSchema);
    expect(res.body.data.every((row) => checkRow.Check(row))).toBe(true);
    // Each revision names its voucher, the one History is asked by.
    expect(new Set(res.body.data.map((r) => r.voucherId)).size).toBe(1);
    const unsigned = await t.call<VoucherRecord[]>('POST', paths.revisions, {
      body: {
        SearchText: [...key, { FieldName: F.Signature, Value: 'No' }, { FieldName: F.Version, Value: '1' }],
      },
      token: tokens.pm,
    });
    expect(unsigned.body.data.map((r) => r.id)).toEqual([fixture.revision1]);
    // Every demo voucher with several versions lists them all, 1..n.
    const several = all.find((r) => r.tmVersion === 3 || r.tmVersion === 2) as VoucherRecord;
    const theirs = await t.call<VoucherRecord[]>('POST', paths.revisions, {
      body: {
        SearchText: revisionKey(
          several.deviceId,
          several.projectId,
          several.taskCodeID,
          several.tmVoucherNumber,
        ),
      },
      token: tokens.admin,
    });
    expect(theirs.body.data.map((r) => r.tmVersion)).toEqual(
      Array.from({ length: several.tmVersion }, (_, i) => several.tmVersion - i),
    );
    expect(theirs.body.data[0]?.id).toBe(several.id);
  });

  it('refuses a revision list that does not name one voucher', async () => {
    const key = revisionKey(fixture.deviceId, fixture.projectId, fixture.taskId, 'FIX-1');
    for (const SearchText of [
      key.slice(1),
      [...key.slice(0, 3), { FieldName: F.TMVoucherNumber, Value: ' ' }, { FieldName: F.Status, Value: 'x' }],
    ]) {
      const res = await t.call('POST', paths.revisions, { body: { SearchText }, token: tokens.admin });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const blank = await t.call('POST', paths.revisions, {
      body: {
        SearchText: [
          ...key.slice(0, 3),
          { FieldName: F.TMVoucherNumber, Value: ' ' },
          { FieldName: F.Status, Value: 'x' },
        ],
      },
      token: tokens.admin,
    });
    expect(blank.body).toEqual(failure(VoucherMessages.revisionKeyRequired));
  });

  it("scopes everything to the user's divisions: others' vouchers are not listed and answer 404", async () => {
    const pmList = await listCall(tokens.pm as string);
    expect(pmList.status).toBe(200);
    const expected = await t.db
      .selectFrom('tm_voucher')
      .select('latest_revision_id')
      .where('created_date', '>=', from)
      .where('created_date', '<=', today)
      .where('division_id', 'in', pmDivisions)
      .execute();
    expect(ids(pmList.body.data)).toEqual(
      expected.map((r) => r.latest_revision_id as number).sort((a, b) => a - b),
    );
    expect(pmList.body.data.length).toBeLessThan(all.length);
    expect(pmList.body.data.some((r) => r.tmVoucherNumber === 'FIX-2')).toBe(false);
    expect(all.some((r) => r.tmVoucherNumber === 'FIX-2')).toBe(true);

    const other = revisionQuery(fixture.otherRevision, fixture.otherDeviceId);
    for (const path of [paths.attachments, paths.pdf, paths.labourVariance]) {
      const denied = await t.call('GET', `${path}${other}`, { token: tokens.pm });
      expect(denied.status, path).toBe(404);
      expect(denied.body).toEqual(failure(VoucherMessages.notFound));
      expect((await t.call('GET', `${path}${other}`, { token: tokens.admin })).status).toBe(200);
      // The right revision on the wrong device is not found either.
      const wrongDevice = await t.call(
        'GET',
        `${path}${revisionQuery(fixture.revision2, fixture.otherDeviceId)}`,
        { token: tokens.admin },
      );
      expect(wrongDevice.status).toBe(404);
    }
    const otherVoucher = all.find((r) => r.tmVoucherNumber === 'FIX-2') as VoucherRecord;
    const revisions = await t.call<VoucherRecord[]>('POST', paths.revisions, {
      body: {
        SearchText: revisionKey(
          otherVoucher.deviceId,
          otherVoucher.projectId,
          otherVoucher.taskCodeID,
          'FIX-2',
        ),
      },
      token: tokens.pm,
    });
    expect(revisions.body).toMatchObject({ success: true, data: [], totalCount: 0 });
  });

  it('answers 401 without a session and 403 without the T&M voucher claim', async () => {
    const get = revisionQuery(fixture.revision2, fixture.deviceId);
    const calls: GuardedCall[] = [
      ['POST', `${paths.list}${range(from, today)}`, { Skip: 0, Take: 10 }],
      [
        'POST',
        paths.revisions,
        { SearchText: revisionKey(fixture.deviceId, fixture.projectId, fixture.taskId, 'FIX-1') },
      ],
      ['GET', `${paths.attachments}${get}`],
      ['GET', `${paths.pdf}${get}`],
      ['GET', `${paths.labourVariance}${get}`],
    ];
    // With the claim, each call goes through (a 404 only when the voucher is outside their divisions).
    for (const [method, path, body] of calls) {
      expect([200, 404]).toContain((await t.call(method, path, { body, token: tokens.readonly })).status);
    }
    await expectClaimRequired(
      t,
      { user: 'readonly', token: tokens.readonly, claim: PageClaim.TMVoucher },
      calls,
    );
  });

  it.each<[string, SearchTextEntry[], RegExp]>([
    ['an unknown FieldName', [{ FieldName: 'fullName', Value: 'x' }], /not searchable here/],
    ['a signature other than Yes or No', [{ FieldName: F.Signature, Value: 'Yes Maybe' }], /takes Yes, No/],
    ['a version that is not a whole number', [{ FieldName: F.Version, Value: '1.5' }], /whole number/],
    ['an id that is not a whole number', [{ FieldName: F.DeviceId, Value: '-3' }], /whole number/],
    ['an id beyond PostgreSQL integers', [{ FieldName: F.ProjectId, Value: '99999999999' }], /whole number/],
    ['a user id that is not one', [{ FieldName: F.UserId, Value: 'admin' }], /whole number/],
    ['a TimeCard Date that is not a day', [{ FieldName: F.TimeCardDate, Value: '2026-13-01' }], /YYYY-MM-DD/],
    ['a synced date that is not a day', [{ FieldName: F.SyncedDate, Value: 'yesterday' }], /YYYY-MM-DD/],
  ])('refuses %s with a 400 naming it', async (_, SearchText, message) => {
    const res = await listCall(tokens.admin as string, SearchText);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses bad ids, pages and bodies with a 400 and never a 5xx', async () => {
    for (const query of [
      '?TMVoucherID=abc&deviceId=1',
      '?TMVoucherID=0&deviceId=1',
      '?TMVoucherID=1',
      '?TMVoucherID=2147483648&deviceId=1',
    ]) {
      for (const path of [paths.attachments, paths.pdf, paths.labourVariance]) {
        const res = await t.call('GET', `${path}${query}`, { token: tokens.admin });
        expect(res.status, `${path}${query}`).toBe(400);
      }
    }
    const tooMany = await t.call('POST', `${paths.list}${range(from, today)}`, {
      body: { Skip: 1, Take: 5000 },
      token: tokens.admin,
    });
    expect(tooMany.status).toBe(400);
    for (const body of [
      {},
      { SearchText: 'x' },
      { SearchText: [{ FieldName: F.DeviceId }] },
      { SearchText: [] },
    ]) {
      expect((await t.call('POST', paths.revisions, { body, token: tokens.admin })).status).toBe(400);
    }
    const missing = await t.call('GET', `${paths.pdf}${revisionQuery(2_000_000_000, fixture.deviceId)}`, {
      token: tokens.admin,
    });
    expect(missing.status).toBe(404);
  });

  it('stores attachments and signatures only when their bytes are images, keeping nothing of a refused voucher', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('tm_voucher')
            .select(t.db.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const voucher = (revision: object) => ({
      voucherNumber: 'BAD-1',
      deviceId: fixture.deviceId,
      projectId: fixture.projectId,
      taskId: fixture.taskId,
      createdDate: fixtureDay,
      revisions: [{ syncedAt: signedAt, submittedMode: 'Online' as const, labour: [], ...revision }],
    });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(
      insertVouchers(t.db, [voucher({ attachments: [{ name: 'photo.png', content: html }] })]),
    ).rejects.toThrow(/photo\.png: The attachment is not a PNG, JPEG or WebP image/);
    await expect(
      insertVouchers(t.db, [voucher({ signature: { signerName: 'X', signedAt, image: html } })]),
    ).rejects.toThrow(/signature must be a PNG or JPEG/);
    // A good voucher beside a voucher that already exists: the unique key refuses the set, and none is kept.
    await expect(
      insertVouchers(t.db, [voucher({}), { ...voucher({}), voucherNumber: 'FIX-1' }]),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it("serves a revision's attachments, checked images in their order, and none for a revision without", async () => {
    const res = await t.call<VoucherAttachment[]>(
      'GET',
      `${paths.attachments}${revisionQuery(fixture.revision2, fixture.deviceId)}`,
      {
        token: tokens.pm,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      fixture.photos.map((content, i) => ({
        attachmentName: `photo_${i + 1}.png`,
        attachmentContent: content.toString('base64'),
      })),
    );
    const none = await t.call<VoucherAttachment[]>(
      'GET',
      `${paths.attachments}${revisionQuery(fixture.revision1, fixture.deviceId)}`,
      {
        token: tokens.pm,
      },
    );
    expect(none.body).toMatchObject({ success: true, data: [], totalCount: 0 });
  });

  it('draws a signed revision as a PDF: company, revision, lines, totals and the signature', async () => {
    const res = await t.call<VoucherPdf>(
      'GET',
      `${paths.pdf}${revisionQuery(fixture.revision2, fixture.deviceId)}`,
      { token: tokens.pm },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.attachmentName).toBe('TMVoucher_FIX-1_Rev2.pdf');
    const bytes = Buffer.from(res.body.data.attachmentContent, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = norm(pdfText(bytes));
    const [e1, e2] = fixture.employees as [(typeof fixture.employees)[0], (typeof fixture.employees)[0]];
    for (const expected of [
      VOUCHER_COMPANY.name,
      'T&M Voucher',
      'Voucher FIX-1 - Revision 2',
      'Signed',
      `Date: ${formatCalendarDate(fixtureDay)}`,
      `Project: ${fixture.projectNumber} - ${fixture.projectName}`,
      `Device: ${fixture.deviceName}`,
      'Status: Online',
      // Labour by employee and pay code: e1 8 REG + 2 OT = 10, e2 8 REG; totals 16 REG, 2 OT, 18.
      `${e1.number} ${e1.name} 8 2 10`,
      `${e2.number} ${e2.name} 8 8`,
      'Total 2 employees 16 2 18',
      `${fixture.material} 4.5 cy`,
      'Material lines 1',
      `${fixture.equipment} 3`,
      'Total Equipment Hours 3',
      'Extra excavation at the north footing per the superintendent.',
      `Signed by Olivia Grant on ${formatDateTime(signedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'), timeZone)}`,
      'T&M Voucher FIX-1 - Revision 2 - Page 1 / 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('not signed');
  });

  it('draws an unsigned revision from its own data, saying it was not signed', async () => {
    const res = await t.call<VoucherPdf>(
      'GET',
      `${paths.pdf}${revisionQuery(fixture.revision1, fixture.deviceId)}`,
      { token: tokens.pm },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.attachmentName).toBe('TMVoucher_FIX-1_Rev1.pdf');
    const text = norm(pdfText(res.body.data.attachmentContent));
    const [e1] = fixture.employees as [(typeof fixture.employees)[0]];
    for (const expected of [
      'Voucher FIX-1 - Revision 1',
      'Not signed',
      `${e1.number} ${e1.name} 8 8`,
      'Total 1 employee 8 8',
      `${fixture.material} 3 cy`,
      `${fixture.equipment} 2.5`,
      'Status: Offline',
      'First count of the crew.',
      'This revision was not signed.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Signed by');
    expect(text).not.toContain('Revision 2');
  });

  it("compares a revision's labour with the timecards of its device, project, task code and day", async () => {
    const [e1, e2, e3] = fixture.employees as [
      (typeof fixture.employees)[0],
      (typeof fixture.employees)[0],
      (typeof fixture.employees)[0],
    ];
    const res = await t.call<VoucherLabourVariance>(
      'GET',
      `${paths.labourVariance}${revisionQuery(fixture.revision2, fixture.deviceId)}`,
      {
        token: tokens.pm,
      },
    );
    expect(res.status).toBe(200);
    const rows = [
      {
        employeeNumber: e1.number,
        employeeName: e1.name,
        voucherHours: 10,
        timecardHours: 9.5,
        difference: 0.5,
      },
      { employeeNumber: e2.number, employeeName: e2.name, voucherHours: 8, timecardHours: 0, difference: 8 },
      { employeeNumber: e3.number, employeeName: e3.name, voucherHours: 0, timecardHours: 4, difference: -4 },
    ].sort((a, b) => (a.employeeName < b.employeeName ? -1 : a.employeeName > b.employeeName ? 1 : 0));
    expect(res.body.data).toEqual({
      day: fixtureDay,
      rows,
      totals: { voucherHours: 18, timecardHours: 13.5, difference: 4.5 },
      hasDifference: true,
    });
    const first = await t.call<VoucherLabourVariance>(
      'GET',
      `${paths.labourVariance}${revisionQuery(fixture.revision1, fixture.deviceId)}`,
      {
        token: tokens.pm,
      },
    );
    expect(first.body.data.rows.find((r) => r.employeeNumber === e1.number)).toMatchObject({
      voucherHours: 8,
      timecardHours: 9.5,
      difference: -1.5,
    });
  });

  it('finds the demo vouchers mostly matching their timecards, and some not', async () => {
    const demo = all.filter((r) => /^7\d+$/.test(r.tmVoucherNumber));
    let matching = 0;
    for (const row of demo) {
      const res = await t.call<VoucherLabourVariance>(
        'GET',
        `${paths.labourVariance}${revisionQuery(row.id, row.deviceId)}`,
        {
          token: tokens.admin,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.day).toBe(row.createdDate);
      if (!res.body.data.hasDifference) matching++;
    }
    expect(matching).toBeGreaterThan(demo.length / 2);
    expect(matching).toBeLessThan(demo.length);
  });
});
