import {
  ApiPaths,
  type AttestationPdf,
  AttestationTexts,
  type DailyDetail,
  DailyDetailSearchField,
  TimecardSearchField as F,
  IntegrationStatus,
  type IssueNote,
  IssueNoteSearchField,
  Messages,
  PageClaim,
  type SearchTextEntry,
  type TimecardAttachment,
  type TimecardRecord,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { TimecardRecordSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../../images/tiny-png.ts';
import { expectClaimRequired, failure, signIn, userIdOf, walkPages } from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedTwoWeekDemo } from '../../testing/two-week-demo.ts';

const { list, attachments, attestationPdf, issueNotes, dailyDetails } = ApiPaths.timecards;

/** 'YYYY-MM-DD' → the query format dd-MM-yyyy HH:mm:ss. */
const q = (day: string, time = '00:00:00') =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
const range = (from: string, to: string) =>
  `?fromDate=${encodeURIComponent(q(from))}&toDate=${encodeURIComponent(q(to, '23:59:59'))}`;

const norm = (s: string) => s.replace(/\s+/g, ' ');

describeEachDatabase('Timecards, issue notes and daily details', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let all: TimecardRecord[];
  let from: string;
  let to: string;
  let pmDivisions: number[];
  const timeZone = systemTimeZone();
  const today = todayIn(timeZone);

  const listCall = (
    token: string,
    SearchText: SearchTextEntry[] = [],
    Skip = 0,
    Take = 1000,
    r = range(from, to),
  ) => t.call<TimecardRecord[]>('POST', `${list}${r}`, { body: { SearchText, Skip, Take }, token });
  const search = async (FieldName: string, Value: string) => {
    const res = await listCall(tokens.admin as string, [{ FieldName, Value }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(res.body.totalCount);
    return res.body.data;
  };
  const key = (r: TimecardRecord) => `${r.timeRecordID}/${r.deviceID}/${r.hoursType}`;
  const keys = (rows: TimecardRecord[]) => rows.map(key).sort();

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    await seedTwoWeekDemo(t.db, today, { employees: 60, projects: 20, devices: 20 });
    // The demo's timecards are all New until a payroll batch takes them (demo-payroll.ts): here the
    // lines take each status as the loop leaves it, so the list's column and search meet them all.
    await t.db
      .updateTable('timecard')
      .set({
        int_status: sql<string>`(array['New', 'Exported', 'Processed', 'Changed', 'Error'])[id % 5 + 1]`,
      })
      .execute();
    tokens = await signIn(t, 'admin', 'pm', 'readonly');
    from = addDays(today, -13);
    to = addDays(today, 2);
    const pmId = await userIdOf(t, 'pm');
    pmDivisions = (
      await t.db.selectFrom('user_division').select('division_id').where('user_id', '=', pmId).execute()
    ).map((r) => r.division_id);
    const res = await listCall(tokens.admin as string);
    all = res.body.data;
  });
  afterAll(() => t?.close());

  it('lists every timecard of the range for a user who sees all divisions, newest day first', async () => {
    const total = await t.db
      .selectFrom('timecard')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.length).toBe(Number(total.n));
    expect(all.length).toBeGreaterThan(200);
    expect(all.length).toBeLessThan(1000);
    const days = all.map((r) => r.day);
    expect([...days].sort().reverse()).toEqual(days);
    expect(new Set(all.map(key)).size).toBe(all.length);
    const sample = all.find(
      (r) => r.attestationStatus === 'Approved' && r.userSyncOnlineDateTime,
    ) as TimecardRecord;
    expect(sample).toMatchObject({
      fullName: expect.stringMatching(/^\w+ \w+$/),
      employeeNumber: expect.stringMatching(/^E\d+$/),
      submittedDeviceName: expect.stringMatching(/^CREW_\d+_[A-Z]+_(TAB|PHN)$/),
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      weekEndingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // An instant as the API writes every instant (shared/docs/api.md "Dates").
      userSyncOnlineDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
      attachmentURI: `Attestation_${sample.timeRecordID}_${sample.deviceID}.pdf`,
    });
    // The database writes these rows as JSON and the route sends them as they are: every row must
    // still be exactly the documented shape (no missing, extra or mistyped field).
    const checkRow = Compile(TimecardRecordSchema);
    expect(all.filter((row) => !checkRow.Check(row))).toEqual([]);
    // Weeks end on Sunday (they run Monday to Sunday, as the screen reads them).
    expect(new Date(`${sample.weekEndingDate}T00:00:00Z`).getUTCDay()).toBe(0);
    for (const status of ['Approved', 'Rejected', 'Override', '']) {
      expect(all.some((r) => r.attestationStatus === status)).toBe(true);
    }
    for (const status of Object.values(IntegrationStatus))
      expect(all.some((r) => r.intStatus === status)).toBe(true);
    // Payroll's reason comes with a line in Error alone (payroll.test.ts shows one with its reason).
    expect(all.filter((r) => r.intStatus !== 'Error' && r.payrollRejectedReason !== '')).toEqual([]);
    expect(all.some((r) => r.isAttachmentAdded)).toBe(true);
    expect(all.filter((r) => r.attestationStatus === '').every((r) => r.attachmentURI === '')).toBe(true);
  });

  it('takes the day range from the query dates, inclusive, whatever their times', async () => {
    const day = all[Math.floor(all.length / 2)]?.day as string;
    const r = `?fromDate=${encodeURIComponent(q(day, '13:45:00'))}&toDate=${encodeURIComponent(q(day, '13:45:00'))}`;
    const res = await listCall(tokens.admin as string, [], 0, 1000, r);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(all.filter((x) => x.day === day).length);
    expect(res.body.data.every((x) => x.day === day)).toBe(true);
  });

  it.each([
    ['', 'fromDate, toDate are required'],
    [`?fromDate=${encodeURIComponent('01-01-2026 00:00:00')}`, 'toDate is required'],
    [
      '?fromDate=2026-01-01&toDate=2026-01-02',
      "fromDate must be a date as dd-MM-yyyy HH:mm:ss, got '2026-01-01'",
    ],
    [
      `?fromDate=${encodeURIComponent('01-01-2026 00:00:00')}&toDate=${encodeURIComponent('31-02-2026 00:00:00')}`,
      "toDate must be a date as dd-MM-yyyy HH:mm:ss, got '31-02-2026 00:00:00'",
    ],
    [
      `?fromDate=${encodeURIComponent('02-01-2026 00:00:00')}&toDate=${encodeURIComponent('01-01-2026 23:59:59')}`,
      Messages.dateRange.endBeforeStart,
    ],
  ])('answers 400 for query %j', async (query, message) => {
    for (const path of [list, issueNotes, dailyDetails]) {
      const res = await t.call('POST', `${path}${query}`, {
        body: { Skip: 0, Take: 100 },
        token: tokens.admin,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
    }
  });

  it.each([
    [
      { SearchText: [{ FieldName: 'nope', Value: 'x' }], Skip: 0, Take: 10 },
      /^SearchText FieldName 'nope' is not searchable here \(use: employee, /,
    ],
    [
      { SearchText: [{ FieldName: F.TotalHours, Value: 'eight' }], Skip: 0, Take: 10 },
      /^SearchText 'hours' must be a number/,
    ],
    [
      { SearchText: [{ FieldName: F.Attestation, Value: 'Approved Maybe' }], Skip: 0, Take: 10 },
      /^SearchText 'attestationStatus' takes Approved, Rejected, Override, None/,
    ],
    [
      { SearchText: [{ FieldName: F.SyncedDate, Value: '13/01/2026' }], Skip: 0, Take: 10 },
      /^SearchText 'userSyncOnlineDateTime' must be a day as YYYY-MM-DD/,
    ],
    [
      { SearchText: [{ FieldName: F.WeekEndingDate, Value: '2026-02-31' }], Skip: 0, Take: 10 },
      /^SearchText 'weekEndingDate' must be a day/,
    ],
    [{ Skip: 0, Take: 1001 }, /^A request may read at most 1000 rows/],
    [{ Skip: '0', Take: 100 }, /^Skip must be an integer$/],
    [{ Skip: 0 }, /^Take is required$/],
  ])('answers 400 for body %j', async (body, message) => {
    const res = await t.call('POST', `${list}${range(from, to)}`, { body, token: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
  });

  it('answers 401 without a session and 403 without the timecard claim', async () => {
    const body = { Skip: 0, Take: 10 };
    await expectClaimRequired(t, { user: 'readonly', token: tokens.readonly, claim: PageClaim.TimeCard }, [
      ['POST', `${list}${range(from, to)}`, body],
      ['GET', `${attachments}?timeRecordId=1&deviceId=1`],
      ['GET', `${attestationPdf}?timeRecordId=1&deviceId=1`],
      ['POST', `${issueNotes}${range(from, to)}`, body],
      ['POST', `${dailyDetails}${range(from, to)}`, body],
    ]);
  });

  it.each([
    [F.Employee, (r: TimecardRecord) => `${r.employeeNumber} - ${r.fullName}`, 'contains'],
    [F.DeviceName, (r: TimecardRecord) => r.submittedDeviceName, 'contains'],
    [F.ProjectNumber, (r: TimecardRecord) => r.projectNumber, 'contains'],
    [F.TaskName, (r: TimecardRecord) => r.taskName, 'contains'],
    [F.PayCode, (r: TimecardRecord) => r.hoursType, 'contains'],
    [F.StartTime, (r: TimecardRecord) => r.startTime, 'contains'],
    [F.LunchStart, (r: TimecardRecord) => r.lunchStartTime, 'contains'],
    [F.LunchEnd, (r: TimecardRecord) => r.lunchEndTime, 'contains'],
    [F.EndTime, (r: TimecardRecord) => r.endTime, 'contains'],
    [F.WorkDoneAtJobSite, (r: TimecardRecord) => r.workDoneAtJobSite, 'contains'],
    [F.JobOverride, (r: TimecardRecord) => r.jobOverride, 'contains'],
    [F.UnionOverride, (r: TimecardRecord) => r.unionOverride, 'contains'],
    [F.StatusCode, (r: TimecardRecord) => r.fieldStatusDescription, 'contains'],
    [F.IntegrationStatus, (r: TimecardRecord) => r.intStatus, 'contains'],
    [F.TotalHours, (r: TimecardRecord) => String(r.hours), 'prefix'],
    [F.ActualUnits, (r: TimecardRecord) => (r.workUnits === null ? '' : String(r.workUnits)), 'prefix'],
    [
      F.ExpUnits,
      (r: TimecardRecord) => (r.expectationUnits === null ? '' : String(r.expectationUnits)),
      'prefix',
    ],
    [F.WeekEndingDate, (r: TimecardRecord) => r.weekEndingDate, 'equals'],
    [F.Day, (r: TimecardRecord) => r.day, 'equals'],
  ] as const)('searches %s (%s)', async (field, textOf, how) => {
    const values = all.map(textOf).filter((v) => v !== '');
    const full = values[7] as string;
    // A part of a real value, in another case for text: contains ignores case.
    const needle =
      how === 'contains'
        ? full.slice(1, Math.max(2, full.length - 1)).toUpperCase()
        : how === 'prefix'
          ? full.slice(0, 1)
          : full;
    const matches = (v: string) =>
      how === 'contains'
        ? v.toLowerCase().includes(needle.toLowerCase())
        : how === 'prefix'
          ? v.startsWith(needle)
          : v === needle;
    const expected = all.filter((r) => matches(textOf(r)));
    expect(expected.length).toBeGreaterThan(0);
    expect(keys(await search(field, needle))).toEqual(keys(expected));
  });

  it('searches numbers by equality too (8 finds 8 but also 80 by prefix) and the day as shown', async () => {
    const eight = await search(F.TotalHours, '8');
    expect(eight.some((r) => r.hours === 8)).toBe(true);
    expect(eight.every((r) => String(r.hours).startsWith('8'))).toBe(true);
    // A whole MM/DD is that day, for every day of the data: '11/26' is not the 11th ('11/11/26').
    const monthDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;
    for (const someDay of new Set(all.map((r) => r.day))) {
      expect(keys(await search(F.Day, monthDay(someDay))), someDay).toEqual(
        keys(all.filter((r) => r.day.slice(5) === someDay.slice(5))),
      );
    }
    // With a year, as the screen shows it (MM/DD/YY) and as MM/DD/YYYY; part of one is text.
    const day = all[3]?.day as string;
    const shown = monthDay(day);
    expect(keys(await search(F.Day, `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`))).toEqual(
      keys(all.filter((r) => r.day.slice(5) === day.slice(5))),
    );
    expect(keys(await search(F.Day, `/${day.slice(8, 10)}/`))).toEqual(
      keys(all.filter((r) => r.day.slice(8) === day.slice(8))),
    );
    const sameDay = keys(all.filter((r) => r.day === day));
    expect(keys(await search(F.Day, `${shown}/${day.slice(2, 4)}`))).toEqual(sameDay);
    expect(keys(await search(F.Day, `${shown}/${day.slice(0, 4)}`))).toEqual(sameDay);
  });

  it('searches the synced date as a calendar day of the business time zone', async () => {
    const synced = all.find((r) => r.userSyncOnlineDateTime) as TimecardRecord;
    const day = todayIn(timeZone, new Date(synced.userSyncOnlineDateTime));
    const expected = all.filter(
      (r) => r.userSyncOnlineDateTime && todayIn(timeZone, new Date(r.userSyncOnlineDateTime)) === day,
    );
    expect(keys(await search(F.SyncedDate, day))).toEqual(keys(expected));
  });

  it('filters attestation by the chosen labels joined by a space; None is no status', async () => {
    for (const value of [
      'Approved',
      'Rejected',
      'Override',
      'None',
      'Approved None',
      'rejected  override',
      'Approved Rejected Override None',
    ]) {
      const wanted = value
        .toLowerCase()
        .split(/\s+/)
        .map((w) => (w === 'none' ? '' : w));
      const expected = all.filter((r) => wanted.includes(r.attestationStatus.toLowerCase()));
      expect(keys(await search(F.Attestation, value)), value).toEqual(keys(expected));
    }
  });

  it('combines searches with AND and ignores blank values', async () => {
    const row = all[11] as TimecardRecord;
    const rows = await (async () => {
      const res = await listCall(tokens.admin as string, [
        { FieldName: F.ProjectNumber, Value: row.projectNumber },
        { FieldName: 'EMPLOYEE', Value: row.employeeNumber },
        { FieldName: F.Attestation, Value: row.attestationStatus || 'None' },
        { FieldName: F.PayCode, Value: '   ' },
      ]);
      return res.body.data;
    })();
    const expected = all.filter(
      (r) =>
        r.projectNumber.includes(row.projectNumber) &&
        `${r.employeeNumber} - ${r.fullName}`.includes(row.employeeNumber) &&
        r.attestationStatus === row.attestationStatus,
    );
    expect(keys(rows)).toEqual(keys(expected));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('scopes to the divisions the user sees (5 of 20) and walks every page once with an exact total', async () => {
    const projectDivision = new Map(
      (await t.db.selectFrom('project').select(['project_number', 'division_id']).execute()).map((p) => [
        p.project_number,
        p.division_id,
      ]),
    );
    const expected = all.filter((r) => pmDivisions.includes(projectDivision.get(r.projectNumber) as number));
    expect(pmDivisions).toHaveLength(5);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    // Pages of 100 with the client's Skip/Take; a narrow range keeps more than one page.
    const seen = await walkPages<TimecardRecord>(
      t,
      `${list}${range(from, to)}`,
      tokens.pm as string,
      [],
      expected.length,
    );
    expect(seen.map(key)).toEqual(expected.map(key));
    const beyond = await listCall(tokens.pm as string, [], expected.length + 1, expected.length + 100);
    expect(beyond.body).toMatchObject({ success: true, data: [], totalCount: expected.length });
  });

  it('pages the whole list (more than 100 rows) the same way for all divisions', async () => {
    expect(all.length).toBeGreaterThan(100);
    const seen = await walkPages<TimecardRecord>(
      t,
      `${list}${range(from, to)}`,
      tokens.admin as string,
      [],
      all.length,
    );
    expect(seen.map(key)).toEqual(all.map(key));
    // Any window of rows, wherever it starts within a day: rows 137–251 (Skip/Take are 1-based, inclusive).
    const window = await listCall(tokens.admin as string, [], 137, 251);
    expect(window.body.data.map(key)).toEqual(all.slice(136, 251).map(key));
  });

  it('pages a list searched by Pay Code and attestation (counted from the kept counts) the same way', async () => {
    const expected = all.filter(
      (r) => r.hoursType.toLowerCase().includes('e') && ['Approved', ''].includes(r.attestationStatus),
    );
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.length).toBeLessThan(all.length);
    const searched = [
      { FieldName: F.PayCode, Value: 'E' },
      { FieldName: F.Attestation, Value: 'Approved None' },
    ];
    const seen = await walkPages<TimecardRecord>(
      t,
      `${list}${range(from, to)}`,
      tokens.admin as string,
      searched,
      expected.length,
    );
    expect(seen.map(key)).toEqual(expected.map(key));
    const window = await listCall(tokens.admin as string, searched, 37, 151);
    expect(window.body.data.map(key)).toEqual(expected.slice(36, 151).map(key));
    expect(window.body.totalCount).toBe(expected.length);
  });

  it('pages a list searched by name the same way (on PGlite its matches are found once for count and page)', async () => {
    const text = (r: TimecardRecord) => `${r.employeeNumber} - ${r.fullName}`.toLowerCase();
    const expected = all.filter((r) => text(r).includes('e') && r.attestationStatus !== 'Rejected');
    expect(expected.length).toBeGreaterThan(100);
    const seen = await walkPages<TimecardRecord>(
      t,
      `${list}${range(from, to)}`,
      tokens.admin as string,
      [
        { FieldName: F.Employee, Value: 'E' },
        { FieldName: F.Attestation, Value: 'Approved Override None' },
      ],
      expected.length,
    );
    expect(seen.map(key)).toEqual(expected.map(key));
  });

  it('serves attachment images by record, checked by content; another division is a 404', async () => {
    const withImages = all.filter((r) => r.isAttachmentAdded);
    const mine = withImages.find((r) => all.includes(r)) as TimecardRecord;
    const res = await t.call<TimecardAttachment[]>(
      'GET',
      `${attachments}?timeRecordId=${mine.timeRecordID}&deviceId=${mine.deviceID}`,
      { token: tokens.admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const a of res.body.data) {
      expect(a.attachmentName).toMatch(/\.png$/);
      expect(Buffer.from(a.attachmentContent, 'base64').subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
    }
    // Content that is not an image is never served, whatever its name says.
    await t.db
      .insertInto('timecard_attachment')
      .values([
        {
          time_record_id: mine.timeRecordID,
          device_id: mine.deviceID,
          name: 'evil.png',
          mime: 'image/png',
          content: Buffer.from('<script>alert(1)</script>'),
        },
        {
          time_record_id: mine.timeRecordID,
          device_id: mine.deviceID,
          name: 'ok.png',
          mime: 'image/png',
          content: tinyPng(4, 4, [1, 2, 3], [4, 5, 6]),
        },
      ])
      .execute();
    const again = await t.call<TimecardAttachment[]>(
      'GET',
      `${attachments}?timeRecordId=${mine.timeRecordID}&deviceId=${mine.deviceID}`,
      {
        token: tokens.admin,
      },
    );
    expect(again.body.data.map((a) => a.attachmentName)).toEqual([
      ...res.body.data.map((a) => a.attachmentName),
      'ok.png',
    ]);

    const pmRows = await walkPages<TimecardRecord>(
      t,
      `${list}${range(from, to)}`,
      tokens.pm as string,
      [],
      (await listCall(tokens.pm as string, [], 0, 1)).body.totalCount,
    );
    const pmKeys = new Set(pmRows.map((r) => `${r.timeRecordID}/${r.deviceID}`));
    const foreign = all.find(
      (r) => r.attestationStatus && !pmKeys.has(`${r.timeRecordID}/${r.deviceID}`),
    ) as TimecardRecord;
    const own = pmRows.find((r) => r.attestationStatus) as TimecardRecord;
    for (const path of [attachments, attestationPdf]) {
      const hidden = await t.call(
        'GET',
        `${path}?timeRecordId=${foreign.timeRecordID}&deviceId=${foreign.deviceID}`,
        { token: tokens.pm },
      );
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual(failure('The time record was not found'));
      const missing = await t.call('GET', `${path}?timeRecordId=999999&deviceId=${foreign.deviceID}`, {
        token: tokens.pm,
      });
      expect(missing.body).toEqual(hidden.body);
      expect(
        (
          await t.call('GET', `${path}?timeRecordId=${own.timeRecordID}&deviceId=${own.deviceID}`, {
            token: tokens.pm,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await t.call('GET', `${path}?timeRecordId=${foreign.timeRecordID}&deviceId=${foreign.deviceID}`, {
            token: tokens.admin,
          })
        ).status,
      ).toBe(200);
    }
    const bad = await t.call('GET', `${attachments}?timeRecordId=abc&deviceId=1`, { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('timeRecordId must be an integer');
    expect((await t.call('GET', `${attachments}?timeRecordId=1`, { token: tokens.admin })).body.message).toBe(
      'deviceId is required',
    );
  });

  it('makes a real attestation PDF with the right statement, in English or Spanish', async () => {
    const rows = await t.db
      .selectFrom('timecard')
      .select([
        'time_record_id',
        'device_id',
        'attestation_status',
        'attestation_language',
        'attestation_reasons',
      ])
      .where('attestation_status', '<>', '')
      .orderBy('id')
      .execute();
    const cases = ['Approved', 'Rejected', 'Override'].flatMap((status) =>
      ['en', 'es'].map((language) =>
        rows.find((r) => r.attestation_status === status && r.attestation_language === language),
      ),
    );
    for (const row of cases) {
      expect(row).toBeDefined();
      if (!row) continue;
      const res = await t.call<AttestationPdf>(
        'GET',
        `${attestationPdf}?timeRecordId=${row.time_record_id}&deviceId=${row.device_id}`,
        {
          token: tokens.admin,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.attachmentName).toBe(`Attestation_${row.time_record_id}_${row.device_id}.pdf`);
      expect(Buffer.from(res.body.data.attachmentContent, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.body.data.attachmentContent);
      const texts = AttestationTexts[row.attestation_language as 'en' | 'es'];
      const record = all.find(
        (r) => r.timeRecordID === row.time_record_id && r.deviceID === row.device_id,
      ) as TimecardRecord;
      expect(text).toContain(record.employeeNumber);
      expect(text).toContain(record.fullName);
      expect(text).toContain(record.projectNumber);
      // Dates as the screen writes them, the sync time in the business time zone (the app's).
      expect(text).toContain(formatCalendarDate(record.day));
      expect(text).toContain(formatCalendarDate(record.weekEndingDate));
      expect(text).toContain(formatDateTime(record.userSyncOnlineDateTime, timeZone));
      expect(text).not.toContain(record.day);
      expect(text).toContain(record.startTime);
      if (row.attestation_status === 'Approved') expect(text).toContain(norm(texts.approval));
      if (row.attestation_status === 'Override') expect(text).toContain(norm(texts.supervisorOverride));
      if (row.attestation_status === 'Rejected') {
        for (const [reason, statement] of Object.entries(texts.rejections)) {
          expect(text.includes(norm(statement)), reason).toBe(
            row.attestation_reasons.split(',').includes(reason),
          );
        }
      }
      expect(text).not.toContain(
        norm(AttestationTexts[row.attestation_language === 'es' ? 'en' : 'es'].supervisorOverride),
      );
    }
    const none = all.find((r) => r.attestationStatus === '') as TimecardRecord;
    const missing = await t.call(
      'GET',
      `${attestationPdf}?timeRecordId=${none.timeRecordID}&deviceId=${none.deviceID}`,
      { token: tokens.admin },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(failure('This time record has no attestation'));
  });

  it('lists issue notes in the range, scoped, searchable, with their images', async () => {
    const call = (token: string, SearchText: SearchTextEntry[] = [], Skip = 0, Take = 1000) =>
      t.call<IssueNote[]>('POST', `${issueNotes}${range(from, to)}`, {
        body: { SearchText, Skip, Take },
        token,
      });
    const everything = (await call(tokens.admin as string)).body;
    const inDb = await t.db.selectFrom('issue_note').select(['id', 'division_id']).execute();
    expect(everything.totalCount).toBe(inDb.length);
    expect(everything.data).toHaveLength(inDb.length);
    expect(everything.data.some((n) => n.attachments.length > 0)).toBe(true);
    expect(
      everything.data.every(
        (n) => n.lostHours > 0 && n.issueNote && n.projectNumber && n.submittedDeviceName,
      ),
    ).toBe(true);
    const pm = (await call(tokens.pm as string)).body;
    const pmIds = inDb
      .filter((n) => pmDivisions.includes(n.division_id))
      .map((n) => n.id)
      .sort();
    expect(pm.data.map((n) => n.id).sort()).toEqual(pmIds);
    expect(pm.totalCount).toBe(pmIds.length);
    const sample = everything.data[2] as IssueNote;
    for (const [field, value, of] of [
      [IssueNoteSearchField.ProjectNumber, sample.projectNumber, (n: IssueNote) => n.projectNumber],
      [
        IssueNoteSearchField.DeviceName,
        sample.submittedDeviceName.toLowerCase(),
        (n: IssueNote) => n.submittedDeviceName,
      ],
      [IssueNoteSearchField.IssueNote, sample.issueNote.slice(3, 12), (n: IssueNote) => n.issueNote],
      [IssueNoteSearchField.StatusCode, 'delay', (n: IssueNote) => n.fieldStatusDescription],
    ] as const) {
      const res = await call(tokens.admin as string, [{ FieldName: field, Value: value }]);
      const expected = everything.data.filter((n) => of(n).toLowerCase().includes(value.toLowerCase()));
      expect(res.body.data.map((n) => n.id).sort(), field).toEqual(expected.map((n) => n.id).sort());
    }
    const page2 = await call(tokens.admin as string, [], 3, 4);
    expect(page2.body.data.map((n) => n.id)).toEqual(everything.data.slice(2, 4).map((n) => n.id));
    const bad = await call(tokens.admin as string, [{ FieldName: 'lostHours', Value: '1' }]);
    expect(bad.status).toBe(400);
  });

  it('lists daily details in the range, scoped and searchable', async () => {
    const call = (token: string, SearchText: SearchTextEntry[] = [], Skip = 0, Take = 1000) =>
      t.call<DailyDetail[]>('POST', `${dailyDetails}${range(from, to)}`, {
        body: { SearchText, Skip, Take },
        token,
      });
    const everything = (await call(tokens.admin as string)).body;
    const inDb = await t.db.selectFrom('daily_detail').select(['id', 'division_id']).execute();
    expect(everything.totalCount).toBe(inDb.length);
    expect(everything.data.some((d) => d.inspectionDescription && d.inspectionInitial)).toBe(true);
    expect(
      everything.data.some(
        (d) => d.equipmentDescription && d.productiveHours !== null && d.idleHours !== null,
      ),
    ).toBe(true);
    const pm = (await call(tokens.pm as string)).body;
    expect(pm.totalCount).toBe(inDb.filter((d) => pmDivisions.includes(d.division_id)).length);
    const sample = everything.data[1] as DailyDetail;
    for (const [field, value, of] of [
      [DailyDetailSearchField.ProjectNumber, sample.projectNumber, (d: DailyDetail) => d.projectNumber],
      [DailyDetailSearchField.DeviceName, sample.deviceName.slice(0, 8), (d: DailyDetail) => d.deviceName],
      [DailyDetailSearchField.Weather, 'RAIN', (d: DailyDetail) => d.weather],
      [DailyDetailSearchField.SubsOrVisitors, 'inspector', (d: DailyDetail) => d.subsOrVisitors],
      [
        DailyDetailSearchField.Description,
        'pump',
        (d: DailyDetail) => `${d.inspectionDescription}\n${d.equipmentDescription}`,
      ],
    ] as const) {
      const res = await call(tokens.admin as string, [{ FieldName: field, Value: value }]);
      expect(res.status).toBe(200);
      const expected = everything.data.filter((d) => of(d).toLowerCase().includes(value.toLowerCase()));
      expect(res.body.totalCount, field).toBe(expected.length);
      expect(res.body.data, field).toEqual(expected);
    }
  });
});
