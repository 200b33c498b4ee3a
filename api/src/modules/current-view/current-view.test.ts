import http from 'node:http';
import {
  ApiPaths,
  type Claim,
  CurrentViewMessages,
  type EmployeeRow,
  TimecardSearchField as F,
  PageClaim,
  type ReportScheduleRow,
  SecurityGroupId,
  type SecurityUser,
  SecurityUserSearchField,
  type TimecardRecord,
  type VoucherRecord,
  VoucherSearchField,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keysetPages } from '../../http/csv-stream.ts';
import { signIn } from '../../testing/api-checks.ts';
import { csvRecords } from '../../testing/csv-records.ts';
import { pmAndOtherDivision } from '../../testing/divisions.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { download } from '../payroll/test-fixtures.ts';
import { LIST_CASES } from '../reference/test-fixtures.ts';
import { addLines, weekEndingNo, weekFilter } from '../timecards/test-fixtures.ts';
import { employeeListQuery } from '../workforce/index.ts';
import { EMPLOYEE_CSV_KEYS } from './workforce.ts';

const paths = ApiPaths.currentView;
const sorted = (values: readonly string[]) => [...values].sort();
/** The voucher list's query format, dd-MM-yyyy HH:mm:ss. */
const voucherDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

/** The body and headers of a GET as sent: this Accept-Encoding, nothing undone (fetch inflates). */
function getRaw(url: string, token: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** A CSV's records (no quoted line breaks in these lists' test data), header first. */
const recordsOf = (text: string) =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

describeEachDatabase('Current view as CSV: every matching row, streamed by keyset', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let pmDivision: number;
  let otherDivision: number;
  const csvUrl = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
  /** The CSV at `url` for `user`: 200, as text/csv; its header and rows. */
  const csvOf = async (url: string, user: string) => {
    const res = await download(t, url, tokens[user] as string);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = csvRecords(res.text);
    return { header, rows };
  };
  /** What `call` answers while `role` lacks `claim` (read live on each request, as the guard does). */
  const withoutClaim = async <T>(role: SecurityGroupId, claim: Claim, call: () => Promise<T>) => {
    await t.db.deleteFrom('role_claim').where('role_id', '=', role).where('claim_name', '=', claim).execute();
    try {
      return await call();
    } finally {
      await t.db.insertInto('role_claim').values({ role_id: role, claim_name: claim }).execute();
    }
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    tokens = await signIn(t, 'admin', 'pm', 'sysadmin', 'contribute', 'readonly');
    ({ pmDivision, otherDivision } = await pmAndOtherDivision(t));
  });
  afterAll(() => t?.close());

  it('answers every timecard line the list shows for the filter, once each, within the caller’s divisions', async () => {
    const week = weekEndingNo(80);
    const mine = await addLines(t, pmDivision, week, [
      { payCode: 'OT' },
      { payCode: 'REG' },
      { payCode: 'OT' },
    ]);
    const theirs = await addLines(t, otherDivision, week, [{ payCode: 'OT' }]);
    const f = weekFilter(week);
    const search = [{ FieldName: F.PayCode, Value: 'OT' }];
    const listed = await t.call<TimecardRecord[]>(
      'POST',
      `${ApiPaths.timecards.list}?${new URLSearchParams({ fromDate: f.fromDate, toDate: f.toDate })}`,
      { body: { SearchText: search, Skip: 0, Take: 1000 }, token: tokens.pm },
    );
    const csv = await download(
      t,
      csvUrl(paths.timecards, { fromDate: f.fromDate, toDate: f.toDate, search: JSON.stringify(search) }),
      tokens.pm as string,
    );
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = recordsOf(csv.text);
    expect(header?.slice(0, 3)).toEqual(['Line Id', 'Day', 'Week Ending']);
    const ids = rows.map((r) => Number(r[0])).sort((a, b) => a - b);
    expect(ids).toEqual(listed.body.data.map((r) => r.lineId).sort((a, b) => a - b));
    expect(ids).toContain(mine[0]?.id);
    expect(ids).toContain(mine[2]?.id);
    expect(ids).not.toContain(mine[1]?.id);
    expect(ids).not.toContain(theirs[0]?.id);
    expect(new Set(ids).size).toBe(ids.length);

    const all = await download(
      t,
      csvUrl(paths.timecards, { fromDate: f.fromDate, toDate: f.toDate, search: JSON.stringify(search) }),
      tokens.admin as string,
    );
    expect(recordsOf(all.text).map((r) => Number(r[0]))).toContain(theirs[0]?.id);
  });

  it('writes the timecard CSV as RFC 4180 with formulas disarmed, numbers as written, and streams it uncompressed', async () => {
    const week = weekEndingNo(81);
    const [odd, plain] = await addLines(t, pmDivision, week, [{ hours: 7.25, start: '\tq' }, { hours: 8 }]);
    await t.db
      .updateTable('timecard')
      .set({
        correction_reason: 'said "no", then left',
        job_override: '=SUM(A1)',
        union_override: '-5',
        work_done_at_job_site: '+x, y',
        work_units: null,
        expectation_units: sql<number>`'-0'::float8`,
      })
      .where('id', '=', odd?.id as number)
      .execute();
    const f = weekFilter(week);
    const url = csvUrl(paths.timecards, { fromDate: f.fromDate, toDate: f.toDate });
    const raw = await getRaw(`${t.baseUrl}${url}`, tokens.admin as string);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers['transfer-encoding']).toBe('chunked');
    const text = raw.body.toString('utf8');
    const [header, ...rows] = csvRecords(text);
    expect(header).toHaveLength(28);
    expect(rows.map((r) => Number(r[0]))).toEqual([odd?.id, plain?.id]);
    const line = (id: number | undefined) => text.split('\r\n').find((l) => l.startsWith(`${id},`)) ?? '';
    // Hours 7.25, Start '\tq disarmed, Actual Units empty, Exp Units -0 written as 0, the overrides.
    expect(line(odd?.id)).toContain(",REG,7.25,'\tq,11:00,11:30,");
    expect(line(odd?.id)).toContain(`,,0,'=SUM(A1),-5,"'+x, y",`);
    expect(line(odd?.id).endsWith(',"said ""no"", then left"')).toBe(true);
    expect(rows[0]?.slice(15, 20)).toEqual(['', '', '0', "'=SUM(A1)", '-5']);
    expect(rows[0]?.at(-1)).toBe('said "no", then left');
    expect(rows[1]?.[10]).toBe('8');

    // A line break in a field: the page is written field by field, the same CSV.
    await t.db
      .updateTable('timecard')
      .set({ correction_reason: 'two\r\nlines' })
      .where('id', '=', plain?.id as number)
      .execute();
    const again = (await getRaw(`${t.baseUrl}${url}`, tokens.admin as string)).body.toString('utf8');
    expect(again.startsWith(text.slice(0, text.indexOf(`${plain?.id},`)))).toBe(true);
    expect(again.endsWith(',"two\r\nlines"\r\n')).toBe(true);
    expect(csvRecords(again).map((r) => r.length)).toEqual([28, 28, 28]);
  });

  it('walks pages by keyset: each row once, in key order, whatever the page size', async () => {
    const query = employeeListQuery(t.db, 'all', 'active', []);
    const whole = await query.execute();
    const seen: number[] = [];
    for await (const page of keysetPages(query, EMPLOYEE_CSV_KEYS, 3)) {
      expect(page.length).toBeLessThanOrEqual(3);
      seen.push(...page.map((r) => r.id));
    }
    expect(seen.length).toBe(whole.length);
    expect(new Set(seen).size).toBe(seen.length);
    const listed = await t.call<EmployeeRow[]>('POST', ApiPaths.employees.list, {
      body: { Skip: 0, Take: 100, Status: 'active' },
      token: tokens.admin,
    });
    expect(seen.length).toBe(listed.body.totalCount);

    const csv = await download(t, csvUrl(paths.employees, { Status: 'active' }), tokens.admin as string);
    expect(recordsOf(csv.text).length - 1).toBe(listed.body.totalCount);
  });

  it('refuses a search that is not the list’s before the first byte (400 naming it), and callers without the list’s claim', async () => {
    const f = weekFilter(weekEndingNo(80));
    for (const [search, message] of [
      ['not json', CurrentViewMessages.searchNotJson],
      ['{"FieldName":"x"}', CurrentViewMessages.searchNotJson],
      [JSON.stringify([{ FieldName: 'hoursType', Value: 'a\u0000' }]), 'search[0].Value'],
      [JSON.stringify([{ FieldName: 'nope', Value: 'x' }]), "SearchText FieldName 'nope'"],
    ] as const) {
      const res = await t.call(
        'GET',
        csvUrl(paths.timecards, { fromDate: f.fromDate, toDate: f.toDate, search }),
        {
          token: tokens.admin,
        },
      );
      expect(res.status, search).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const audit = await download(
      t,
      csvUrl(paths.auditLog, { recordKind: 'timecard' }),
      tokens.sysadmin as string,
    );
    expect(audit.status).toBe(200);
    expect(recordsOf(audit.text)[0]).toEqual([
      'Id',
      'When (UTC)',
      'User',
      'Action',
      'Record Kind',
      'Record Id',
      'Before',
      'After',
    ]);
    expect((await t.call('GET', paths.auditLog, { token: tokens.admin })).status).toBe(403);
  });

  it('answers every voucher the T&M voucher list shows for the range and search, within the caller’s divisions', async () => {
    const today = todayIn(systemTimeZone());
    const dates = {
      fromDate: voucherDate(addDays(today, -60), '00:00:00'),
      toDate: voucherDate(today, '23:59:59'),
    };
    const listed = async (user: string, SearchText: { FieldName: string; Value: string }[]) => {
      const res = await t.call<VoucherRecord[]>(
        'POST',
        `${ApiPaths.vouchers.list}?${new URLSearchParams(dates)}`,
        {
          body: { SearchText, Skip: 0, Take: 1000 },
          token: tokens[user],
        },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const signed = [{ FieldName: VoucherSearchField.Signature, Value: 'Yes' }];
    const url = csvUrl(paths.vouchers, { ...dates, search: JSON.stringify(signed) });
    const pmList = await listed('pm', signed);
    const allList = await listed('admin', signed);
    expect(pmList.length).toBeGreaterThan(0);
    // The demo has signed vouchers in divisions the project manager does not see.
    expect(allList.length).toBeGreaterThan(pmList.length);

    const pm = await csvOf(url, 'pm');
    expect(pm.header).toEqual([
      'Voucher#',
      'Signature',
      'Attachments',
      'Employee Full Name',
      'Device Name',
      'TimeCard Date',
      'Project Number - Name',
      'Task Codes',
      'Synced Date Time',
      'Version',
      'Status',
      'Voucher Status',
      'Billing Reference',
      'Status Reason',
    ]);
    // A signed demo voucher carries the customer's signature: Field Verified, or billed since.
    expect(new Set(pm.rows.map((r) => r[11]))).toEqual(new Set(['Field Verified', 'Closed']));
    expect(pm.rows.filter((r) => r[11] === 'Closed').every((r) => /^CO-\d+$/.test(r[12] ?? ''))).toBe(true);
    const key = (voucher: string, device: string, version: string) => `${voucher}|${device}|${version}`;
    expect(sorted(pm.rows.map((r) => key(r[0] ?? '', r[4] ?? '', r[9] ?? '')))).toEqual(
      sorted(pmList.map((v) => key(v.tmVoucherNumber, v.deviceName, String(v.tmVersion)))),
    );
    expect(pm.rows.every((r) => r[1] === 'Yes')).toBe(true);
    // Synced Date Time is written as the list sends it, as every instant (shared/docs/api.md "Dates").
    const synced = (voucher: string, device: string, version: string, at: string) =>
      `${key(voucher, device, version)}|${at}`;
    expect(sorted(pm.rows.map((r) => synced(r[0] ?? '', r[4] ?? '', r[9] ?? '', r[8] ?? '')))).toEqual(
      sorted(
        pmList.map((v) => synced(v.tmVoucherNumber, v.deviceName, String(v.tmVersion), v.syncedDateTime)),
      ),
    );
    const admin = await csvOf(url, 'admin');
    expect(admin.rows).toHaveLength(allList.length);

    const bad = await t.call(
      'GET',
      csvUrl(paths.vouchers, {
        ...dates,
        search: JSON.stringify([{ FieldName: VoucherSearchField.Version, Value: '1.5' }]),
      }),
      { token: tokens.admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(VoucherSearchField.Version);
    const denied = await withoutClaim(SecurityGroupId.ReadOnly, PageClaim.TMVoucher, () =>
      t.call('GET', url, { token: tokens.readonly }),
    );
    expect(denied.status).toBe(403);
  });

  it('answers every user the Security list shows for the status and search, to its own claim only', async () => {
    const search = [{ FieldName: SecurityUserSearchField.UserName, Value: 'demo.local' }];
    const listed = await t.call<SecurityUser[]>('POST', `${ApiPaths.security.list}?selectedStatus=active`, {
      body: { SearchText: search, Skip: 0, Take: 1000 },
      token: tokens.admin,
    });
    expect(listed.body.data.length).toBeGreaterThan(0);
    const url = csvUrl(paths.securityUsers, { selectedStatus: 'active', search: JSON.stringify(search) });
    const csv = await csvOf(url, 'admin');
    expect(csv.header).toEqual(['Username', 'Employee Full Name', 'Employee No', 'Group']);
    expect(sorted(csv.rows.map((r) => `${r[0]}|${r[3]}`))).toEqual(
      sorted(listed.body.data.map((u) => `${u.userName}|${u.securityGroupName}`)),
    );
    const inactive = await csvOf(csvUrl(paths.securityUsers, { selectedStatus: 'inactive' }), 'admin');
    expect(inactive.rows.map((r) => r[0])).not.toContain('admin@demo.local');

    expect((await t.call('GET', url, { token: tokens.pm })).status).toBe(403);
    const bad = await t.call(
      'GET',
      csvUrl(paths.securityUsers, {
        selectedStatus: 'active',
        search: JSON.stringify([{ FieldName: 'password', Value: 'x' }]),
      }),
      { token: tokens.admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'password'");
  });

  it('answers every report schedule the Reports list shows the caller, and none it does not', async () => {
    const listed = async (user: string) => {
      const res = await t.call<ReportScheduleRow[]>('POST', ApiPaths.reports.list, {
        body: { SearchText: [], Skip: 0, Take: 1000 },
        token: tokens[user],
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const everyone = await listed('admin');
    const pmList = await listed('pm');
    // The demo has schedules the project manager may not see (of divisions not theirs).
    expect(everyone.length).toBeGreaterThan(pmList.length);
    const shown = (r: ReportScheduleRow) => `${r.scheduleName} · ${r.reportTypeName}`;

    const pm = await csvOf(paths.reportSchedules, 'pm');
    expect(pm.header).toEqual([
      'Schedule Name',
      'Run',
      'Report Time',
      'Send Report To',
      'Projects',
      'Divisions',
      'Report Delegates',
      'Created By',
    ]);
    expect(sorted(pm.rows.map((r) => r[0] ?? ''))).toEqual(sorted(pmList.map(shown)));
    const first = everyone[0] as ReportScheduleRow;
    const search = [{ FieldName: 'scheduleName', Value: first.scheduleName }];
    const found = await csvOf(csvUrl(paths.reportSchedules, { search: JSON.stringify(search) }), 'admin');
    expect(found.rows.map((r) => r[0])).toContain(shown(first));
    expect(found.rows.every((r) => r[0]?.toLowerCase().includes(first.scheduleName.toLowerCase()))).toBe(
      true,
    );
    expect(found.rows.find((r) => r[0] === shown(first))?.[7]).toBe(first.userName);

    const bad = await t.call(
      'GET',
      csvUrl(paths.reportSchedules, { search: JSON.stringify([{ FieldName: 'subject', Value: 'x' }]) }),
      { token: tokens.admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("'subject'");
    const denied = await withoutClaim(SecurityGroupId.ProjectManager, PageClaim.Report, () =>
      t.call('GET', paths.reportSchedules, { token: tokens.pm }),
    );
    expect(denied.status).toBe(403);
  });

  /** Each reference list's columns as its screen heads them. */
  const REFERENCE_HEADERS: Record<string, string[]> = {
    'Material List': ['Material List'],
    'Equipment List': ['Equipment List'],
    'Payroll Note List': ['Payroll Note'],
    'Supervisor Override Reason List': ['Supervisor Override Reason'],
    'Status Code List': ['Status Code'],
    'Pay Code List': ['Pay Code', 'Counts As', 'Active'],
    Forecast: ['Forecast Date'],
    Divisions: ['Division Number'],
  };

  it.each(LIST_CASES.map((c) => [c.list.title, c] as const))(
    'answers every row the %s list shows for the search, to its own claim only',
    async (_title, c) => {
      const value = c.value(3);
      const row = c.insert
        ? await c.insert(t, value)
        : (
            await t.call<Record<string, unknown>>('POST', c.list.paths.save, {
              body: c.body(value),
              token: tokens[c.editor],
            })
          ).body.data;
      expect(row).toBeTruthy();
      const search = c.search(value);
      const listed = await t.call<unknown[]>('POST', c.list.paths.list, {
        body: { SearchText: search, Skip: 0, Take: 1000 },
        token: tokens[c.editor],
      });
      expect(listed.body.totalCount).toBeGreaterThan(0);
      const url = csvUrl(c.list.paths.exportCsv, { search: JSON.stringify(search) });
      const csv = await csvOf(url, c.editor);
      expect(csv.header).toEqual(REFERENCE_HEADERS[c.list.title]);
      expect(csv.rows).toHaveLength(listed.body.totalCount);
      const all = await csvOf(c.list.paths.exportCsv, c.editor);
      const everyRow = await t.call<unknown[]>('POST', c.list.paths.list, {
        body: { Skip: 0, Take: 1 },
        token: tokens[c.editor],
      });
      expect(all.rows).toHaveLength(everyRow.body.totalCount);

      for (const user of c.refused)
        expect((await t.call('GET', url, { token: tokens[user] })).status).toBe(403);
      const bad = await t.call(
        'GET',
        csvUrl(c.list.paths.exportCsv, { search: JSON.stringify([{ FieldName: 'nope', Value: 'x' }]) }),
        { token: tokens[c.editor] },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain("'nope'");
    },
  );
});
