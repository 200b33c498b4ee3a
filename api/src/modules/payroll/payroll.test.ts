import {
  ApiPaths,
  ApprovalMessages,
  type AuditEntry,
  Messages,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  PayrollMessages,
  type TimecardRecord,
} from '@tac/contracts';
import { addDays, dayRangeQuery } from '@tac/contracts/calendar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countRows, expectRefusedWrite, postAs, signIn, userIdOf } from '../../testing/api-checks.ts';
import { pmAndOtherDivision } from '../../testing/divisions.ts';
import { describeBothDatabases } from '../../testing/each-database.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { addLines, weekEndingNo } from '../timecards/test-fixtures.ts';
import { approveLines, download, startPayrollApp, statusesOf } from './test-fixtures.ts';

const paths = ApiPaths.payroll;

describeBothDatabases('Payroll export: batches, files, processed, cancelled, corrections', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let pmDivision: number;
  let otherDivision: number;
  const counts = async () => ({
    batches: await countRows(t, 'payroll_batch'),
    lines: await countRows(t, 'payroll_batch_line'),
    files: await countRows(t, 'payroll_batch_file'),
    audits: await countRows(t, 'audit_log'),
  });
  const post = postAs(
    () => t,
    () => tokens,
  );
  const get = <T>(path: string, who = 'admin') => t.call<T>('GET', path, { token: tokens[who] as string });
  const make = async (weekEndingDates: string[], divisionIds: number[], who = 'admin') => {
    const res = await post<PayrollBatch>(paths.create, { weekEndingDates, divisionIds }, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const linesOf = async (batchId: number) =>
    (await get<PayrollBatchLine[]>(`${paths.lines}?batchId=${batchId}&Skip=0&Take=1000`)).body.data;
  /** A payroll result file: a header row, then one row a line (base64, as the call carries it). */
  const resultFile = (rows: string[], header = 'Seq,Result,Reason') => ({
    fileName: 'result.csv',
    content: Buffer.from([header, ...rows].join('\r\n')).toString('base64'),
  });

  beforeAll(async () => {
    t = await startPayrollApp(kind);
    tokens = await signIn(t, 'admin', 'pm', 'readonly', 'sysadmin');
    ({ pmDivision, otherDivision } = await pmAndOtherDivision(t));
  });
  afterAll(() => t?.close());

  it('takes the approved, not yet exported lines of the chosen weeks and divisions, and keeps who, when, lines and hashes', async () => {
    const week = weekEndingNo(60);
    const [a, b, pending] = await addLines(t, pmDivision, week, [{ hours: 8 }, { hours: 6.5 }, {}]);
    const [elsewhere] = await addLines(t, otherDivision, week, [{}]);
    const [otherWeek] = await addLines(t, pmDivision, weekEndingNo(61), [{}]);
    const ids = [a, b, elsewhere, otherWeek].map((l) => l?.id as number);
    await approveLines(t, ids);
    expect(await statusesOf(t, ids)).toEqual(['New', 'New', 'New', 'New']);

    const preview = await post<PayrollBatchPreview>(paths.preview, {
      weekEndingDates: [week],
      divisionIds: [pmDivision],
    });
    expect(preview.body.data).toEqual({
      lines: 2,
      corrections: 0,
      totalHours: 14.5,
      notApproved: 1,
      inError: 0,
      refusal: null,
      notMade: [],
    });

    const batch = await make([week], [pmDivision]);
    expect(batch).toMatchObject({
      createdBy: 'admin@demo.local',
      weekEndingDates: [week],
      divisionIds: [pmDivision],
      state: 'Exported',
      lineCount: 2,
      correctionCount: 0,
      totalHours: 14.5,
      processedAt: null,
    });
    expect(batch.files.map((f) => f.layout)).toEqual(['generic', 'sage300', 'vista']);
    expect(await statusesOf(t, [a?.id as number, b?.id as number, pending?.id as number])).toEqual([
      'Exported',
      'Exported',
      'New',
    ]);
    expect(await statusesOf(t, [elsewhere?.id as number, otherWeek?.id as number])).toEqual(['New', 'New']);
    const lines = await linesOf(batch.id);
    expect(lines.map((l) => [l.timecardId, l.kind, l.hours])).toEqual([
      [a?.id, 'Line', 8],
      [b?.id, 'Line', 6.5],
    ]);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'payroll_batch')
      .where('entity_id', '=', String(batch.id))
      .execute();
    expect(audits).toEqual([{ action: 'export', user_id: await userIdOf(t, 'admin') }]);

    // Nothing left to take in that week: a 409, nothing written.
    await expectRefusedWrite(
      t,
      {
        path: paths.create,
        body: { weekEndingDates: [week], divisionIds: [pmDivision] },
        token: tokens.admin,
      },
      { status: 409, message: PayrollMessages.nothingToExport },
      counts,
    );
  });

  it('refuses a batch whose lines carry a pay code the Pay Code List does not hold, naming each code, writing nothing', async () => {
    const week = weekEndingNo(69);
    const lines = await addLines(t, pmDivision, week, [
      { payCode: 'ZZZ' },
      { payCode: 'Regular' },
      { payCode: 'ZZZ' },
      { payCode: 'REG' },
    ]);
    const ids = lines.map((l) => l.id);
    await approveLines(t, ids);
    const body = { weekEndingDates: [week], divisionIds: [pmDivision] };
    await expectRefusedWrite(
      t,
      { path: paths.create, body, token: tokens.admin },
      {
        status: 409,
        message: PayrollMessages.unknownPayCodes([
          { code: 'Regular', lines: 1 },
          { code: 'ZZZ', lines: 2 },
        ]),
      },
      counts,
    );
    expect(await statusesOf(t, ids)).toEqual(['New', 'New', 'New', 'New']);
    // Approved as it is, such a line could never go: the office may correct it (back to Pending).
    const corrected = await post(
      ApiPaths.approval.correct,
      { lineId: ids[1], reason: 'Payroll has no such code', payCode: 'REG' },
      'admin',
    );
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // Once payroll's code is on the list, the other lines go out: an inactive code still counts.
    await t.db
      .insertInto('pay_code')
      .values({ code: 'ZZZ', description: 'Known to payroll', counts_as: 'Regular', is_active: false })
      .execute();
    // But not before the Vista file can carry it: its earnings code is named, nothing written, and
    // the preview says the same.
    const unmapped = PayrollMessages.unmapped('Viewpoint Vista PR timecard batch', [
      { field: 'Vista earnings code', record: "pay code 'ZZZ'", lines: 2 },
    ]);
    expect((await post<PayrollBatchPreview>(paths.preview, body)).body.data.refusal).toBe(unmapped);
    await expectRefusedWrite(
      t,
      { path: paths.create, body, token: tokens.admin },
      { status: 409, message: unmapped },
      counts,
    );
    expect(await statusesOf(t, ids)).toEqual(['New', 'New', 'New', 'New']);
    const saved = await post(paths.saveMapping, {
      kind: 'payCode',
      key: 'ZZZ',
      values: { vistaEarnCode: '77' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await post<PayrollBatchPreview>(paths.preview, body)).body.data.refusal).toBeNull();
    expect((await make([week], [pmDivision])).lineCount).toBe(3);
    expect(await statusesOf(t, ids)).toEqual(['Exported', 'New', 'Exported', 'Exported']);
  });

  it('downloads each layout as the same bytes every time, matching the kept SHA-256, columns as documented', async () => {
    const week = weekEndingNo(62);
    const lines = await addLines(t, pmDivision, week, [{ hours: 7.25, payCode: 'OT' }]);
    await approveLines(
      t,
      lines.map((l) => l.id),
    );
    const batch = await make([week], [pmDivision]);
    for (const file of batch.files) {
      const url = `${paths.file}?batchId=${batch.id}&layout=${file.layout}`;
      const first = await download(t, url, tokens.admin as string);
      const again = await download(t, url, tokens.admin as string);
      expect(first.status).toBe(200);
      expect(first.sha256).toBe(file.sha256);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(first.headers.get('content-disposition')).toContain(file.fileName);
    }
    const employee = await t.db
      .selectFrom('timecard as t')
      .innerJoin('employee as e', 'e.id', 't.employee_id')
      .innerJoin('project as p', 'p.id', 't.project_id')
      .select(['e.employee_number', 'e.id as employee_id', 'p.project_number'])
      .where('t.id', '=', lines[0]?.id as number)
      .executeTakeFirstOrThrow();
    const monday = `${week.slice(5, 7)}/${String(Number(week.slice(8, 10)) - 6).padStart(2, '0')}/${week.slice(2, 4)}`;
    const sage = await download(
      t,
      `${paths.file}?batchId=${batch.id}&layout=sage300`,
      tokens.admin as string,
    );
    // The demo's mappings (seed/demo-payroll.ts) give the employee's class and the division's department.
    const mapped = Object.fromEntries(
      (
        await t.db
          .selectFrom('payroll_mapping')
          .select(['kind', 'value'])
          .where((w) =>
            w.or([
              w.and([w('kind', '=', 'employee'), w('key', '=', String(employee.employee_id))]),
              w.and([w('kind', '=', 'division'), w('key', '=', String(pmDivision))]),
              w.and([w('kind', '=', 'payCode'), w('key', '=', 'OT')]),
            ]),
          )
          .execute()
      ).map((r) => [r.kind, typeof r.value === 'string' ? JSON.parse(r.value) : r.value]),
    );
    const { vistaEmployee, craft, class: klass } = mapped.employee;
    const { department } = mapped.division;
    expect(sage.text).toBe(
      `${employee.employee_number},${monday},${employee.project_number},,,,OT,7.25,${klass},${department},1\r\n`,
    );
    const vista = await download(t, `${paths.file}?batchId=${batch.id}&layout=vista`, tokens.admin as string);
    const [header, row] = vista.text.split('\r\n');
    expect(header).toBe(
      'Co,Employee,PaySeq,Type,PostDate,DayNum,JCCo,Job,Phase,PRDept,Crew,Craft,Class,EarnCode,Shift,Hours,Memo',
    );
    expect(row).toBe(
      `12,${vistaEmployee},2,J,${monday},1,12,${employee.project_number},,${department},,${craft},${klass},${mapped.payCode.vistaEarnCode},1,7.25,TAC ${batch.id}-1`,
    );
    // The PR group and ending date are the batch's: Viewpoint Import asks for them, once.
    expect(batch.files.find((f) => f.layout === 'vista')?.batchValues).toEqual([
      { name: 'PRGroup', value: '3' },
      { name: 'PREndDate', value: `${week.slice(5, 7)}/${week.slice(8, 10)}/${week.slice(2, 4)}` },
    ]);
    const generic = await download(
      t,
      `${paths.file}?batchId=${batch.id}&layout=generic`,
      tokens.admin as string,
    );
    expect(generic.text.split('\r\n')[0]).toBe(
      'BatchId,Seq,LineKind,TimecardId,EmployeeNumber,EmployeeName,DivisionId,ProjectNumber,TaskNumber,Day,WeekEndingDate,PayCode,Hours,PreviousBatchId,PreviousTaskNumber,PreviousPayCode,PreviousHours',
    );
    expect(generic.text.split('\r\n')).toHaveLength(3);
    const unknown = await t.call('GET', `${paths.file}?batchId=${batch.id}&layout=adp`, {
      token: tokens.admin,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('layout');
  });

  it('marks a batch processed by its batch number or its result file; its lines become Processed; then it cannot change', async () => {
    const week = weekEndingNo(63);
    const lines = await addLines(t, pmDivision, week, [{}, {}]);
    const ids = lines.map((l) => l.id);
    await approveLines(t, ids);
    const batch = await make([week], [pmDivision]);
    await expectRefusedWrite(
      t,
      { path: paths.markProcessed, body: { batchId: batch.id }, token: tokens.admin },
      { status: 400, message: PayrollMessages.processedNeedsOne },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.markProcessed,
        body: { batchId: batch.id, payrollBatchNumber: '   ' },
        token: tokens.admin,
      },
      { status: 400, message: PayrollMessages.batchNumberBlank },
      counts,
    );
    const done = await post<PayrollBatch>(paths.markProcessed, {
      batchId: batch.id,
      payrollBatchNumber: 'PR-2020-63',
      resultFile: resultFile(['1,Accepted,', '2,Accepted,']),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(PayrollMessages.processed(batch.id));
    expect(done.body.data).toMatchObject({
      state: 'Processed',
      payrollBatchNumber: 'PR-2020-63',
      resultFileName: 'result.csv',
      processedBy: 'admin@demo.local',
    });
    expect(await statusesOf(t, ids)).toEqual(['Processed', 'Processed']);
    for (const path of [paths.markProcessed, paths.cancel]) {
      await expectRefusedWrite(
        t,
        {
          path,
          body: { batchId: batch.id, payrollBatchNumber: 'again', reason: 'again' },
          token: tokens.admin,
        },
        { status: 409, message: PayrollMessages.notExported('Processed') },
        counts,
      );
    }
  });

  it('a line corrected after export becomes Changed and goes into the next batch as a correction line', async () => {
    const week = weekEndingNo(64);
    const [line] = await addLines(t, pmDivision, week, [{ hours: 8, payCode: 'REG' }]);
    const id = line?.id as number;
    await approveLines(t, [id]);
    const first = await make([week], [pmDivision]);
    await post(paths.markProcessed, { batchId: first.id, payrollBatchNumber: 'PR-64' });

    // An approved line not yet exported stays locked; once payroll has it, the office may correct it.
    const corrected = await post(ApiPaths.approval.correct, {
      lineId: id,
      reason: 'Left early',
      hours: 6,
      payCode: 'OT',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(await statusesOf(t, [id])).toEqual(['Changed']);
    const state = await t.db
      .selectFrom('timecard')
      .select('approval_state')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(state.approval_state).toBe('Pending');
    // Not approved again yet: nothing to export.
    expect((await post(paths.create, { weekEndingDates: [week], divisionIds: [pmDivision] })).status).toBe(
      409,
    );
    await approveLines(t, [id]);

    const preview = await post<PayrollBatchPreview>(paths.preview, {
      weekEndingDates: [week],
      divisionIds: [pmDivision],
    });
    expect(preview.body.data).toMatchObject({ lines: 0, corrections: 1, totalHours: 6 });
    const second = await make([week], [pmDivision]);
    expect(second).toMatchObject({ lineCount: 1, correctionCount: 1 });
    expect(await linesOf(second.id)).toEqual([
      expect.objectContaining({
        timecardId: id,
        kind: 'Correction',
        payCode: 'OT',
        hours: 6,
        previousBatchId: first.id,
        previousPayCode: 'REG',
        previousHours: 8,
      }),
    ]);
    const sage = await download(
      t,
      `${paths.file}?batchId=${second.id}&layout=sage300`,
      tokens.admin as string,
    );
    const rows = sage.text
      .trim()
      .split('\r\n')
      .map((r) => r.split(','));
    expect(rows.map((r) => [r[6], r[7]])).toEqual([
      ['REG', '-8.00'],
      ['OT', '6.00'],
    ]);
    expect(await statusesOf(t, [id])).toEqual(['Exported']);
  });

  it('a line the result file rejects becomes Error with the reason; corrected and approved again, the next batch sends it as a new line', async () => {
    const week = weekEndingNo(70);
    const lines = await addLines(t, pmDivision, week, [{ hours: 8 }, { hours: 6 }, { hours: 4 }]);
    const ids = lines.map((l) => l.id);
    const [kept, refused, unlisted] = ids as [number, number, number];
    await approveLines(t, ids);
    const first = await make([week], [pmDivision]);
    const seqOf = new Map((await linesOf(first.id)).map((l) => [l.timecardId, l.seq]));
    const done = await post<PayrollBatch>(paths.markProcessed, {
      batchId: first.id,
      resultFile: resultFile(
        [
          `${first.id},${seqOf.get(kept)},${kept},Accepted,`,
          `${first.id},${seqOf.get(refused)},${refused},REJECTED,"Employee is not set up in payroll, period 12"`,
        ],
        'BatchId,Seq,TimecardId,Result,Reason',
      ),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe(PayrollMessages.processed(first.id, 1));
    expect(done.body.data).toMatchObject({
      state: 'Processed',
      rejectedCount: 1,
      resultFileName: 'result.csv',
    });
    // A line the file does not name was taken.
    expect(await statusesOf(t, [kept, refused, unlisted])).toEqual(['Processed', 'Error', 'Processed']);
    // The timecard list tells the line in Error with payroll's reason, and no other line a reason.
    const listed = await post<TimecardRecord[]>(
      `${ApiPaths.timecards.list}?${new URLSearchParams(dayRangeQuery(addDays(week, -6), week))}`,
      { SearchText: [], Skip: 0, Take: 100 },
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(
      listed.body.data
        .filter((r) => ids.includes(r.lineId))
        .sort((a, b) => a.lineId - b.lineId)
        .map((r) => [r.lineId, r.intStatus, r.payrollRejectedReason]),
    ).toEqual([
      [kept, 'Processed', ''],
      [refused, 'Error', 'Employee is not set up in payroll, period 12'],
      [unlisted, 'Processed', ''],
    ]);
    expect((await linesOf(first.id)).map((l) => [l.timecardId, l.rejectedReason])).toEqual([
      [kept, null],
      [refused, 'Employee is not set up in payroll, period 12'],
      [unlisted, null],
    ]);
    const rejectedOnly = await get<PayrollBatchLine[]>(
      `${paths.lines}?batchId=${first.id}&rejected=true&Skip=0&Take=10`,
    );
    expect(rejectedOnly.body.totalCount).toBe(1);
    expect(rejectedOnly.body.data.map((l) => l.timecardId)).toEqual([refused]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'payroll_batch')
      .where('entity_id', '=', String(first.id))
      .where('action', '=', 'process')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ linesProcessed: 2, linesRejected: 1 });

    // Approved and in Error, it waits for the office: no batch takes it as it is.
    const waiting = await post<PayrollBatchPreview>(paths.preview, {
      weekEndingDates: [week],
      divisionIds: [pmDivision],
    });
    expect(waiting.body.data).toMatchObject({ lines: 0, corrections: 0, inError: 1 });
    expect((await post(paths.create, { weekEndingDates: [week], divisionIds: [pmDivision] })).status).toBe(
      409,
    );
    const corrected = await post(ApiPaths.approval.correct, {
      lineId: refused,
      reason: 'Payroll set the employee up',
      hours: 5.5,
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // Payroll never took it: it goes again as a new line, not as a correction of the rejected send.
    expect(await statusesOf(t, [refused])).toEqual(['New']);
    await approveLines(t, [refused]);
    const preview = await post<PayrollBatchPreview>(paths.preview, {
      weekEndingDates: [week],
      divisionIds: [pmDivision],
    });
    expect(preview.body.data).toMatchObject({ lines: 1, corrections: 0, totalHours: 5.5 });
    const second = await make([week], [pmDivision]);
    expect(second).toMatchObject({ lineCount: 1, correctionCount: 0, rejectedCount: 0 });
    expect(await linesOf(second.id)).toEqual([
      expect.objectContaining({ timecardId: refused, kind: 'Line', hours: 5.5, previousBatchId: null }),
    ]);
    const sage = await download(
      t,
      `${paths.file}?batchId=${second.id}&layout=sage300`,
      tokens.admin as string,
    );
    expect(sage.text.trim().split('\r\n')).toHaveLength(1);
    await post(paths.markProcessed, { batchId: second.id, payrollBatchNumber: 'PR-70' });
    expect(await statusesOf(t, [refused])).toEqual(['Processed']);
  });

  it('a correction the result file rejects goes again as a correction of what payroll last took', async () => {
    const week = weekEndingNo(71);
    const [line] = await addLines(t, pmDivision, week, [{ hours: 8, payCode: 'REG' }]);
    const id = line?.id as number;
    await approveLines(t, [id]);
    const first = await make([week], [pmDivision]);
    await post(paths.markProcessed, { batchId: first.id, payrollBatchNumber: 'PR-71' });
    await post(ApiPaths.approval.correct, { lineId: id, reason: 'Left early', hours: 6 });
    await approveLines(t, [id]);
    const second = await make([week], [pmDivision]);
    expect(second.correctionCount).toBe(1);
    const refused = await post<PayrollBatch>(paths.markProcessed, {
      batchId: second.id,
      payrollBatchNumber: 'PR-71b',
      resultFile: resultFile(['1,Rejected,Hours below the union minimum']),
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(await statusesOf(t, [id])).toEqual(['Error']);
    // Corrected again, it corrects the first batch's 8 hours (payroll holds those), not the rejected 6.
    await post(ApiPaths.approval.correct, { lineId: id, reason: 'Union minimum is 7', hours: 7 });
    expect(await statusesOf(t, [id])).toEqual(['Changed']);
    await approveLines(t, [id]);
    const third = await make([week], [pmDivision]);
    expect(await linesOf(third.id)).toEqual([
      expect.objectContaining({
        kind: 'Correction',
        hours: 7,
        previousBatchId: first.id,
        previousHours: 8,
      }),
    ]);
    const sage = await download(
      t,
      `${paths.file}?batchId=${third.id}&layout=sage300`,
      tokens.admin as string,
    );
    expect(
      sage.text
        .trim()
        .split('\r\n')
        .map((r) => r.split(',')[7]),
    ).toEqual(['-8.00', '7.00']);
  });

  it('refuses a result file it cannot read line by line, naming the line and column, writing nothing', async () => {
    const week = weekEndingNo(72);
    const lines = await addLines(t, pmDivision, week, [{}, {}]);
    await approveLines(
      t,
      lines.map((l) => l.id),
    );
    const batch = await make([week], [pmDivision]);
    const [one] = lines;
    const cases: [ReturnType<typeof resultFile>, string][] = [
      [resultFile(['posted'], 'status'), PayrollMessages.resultFileNoColumn('Seq')],
      [resultFile(['1'], 'Seq'), PayrollMessages.resultFileNoColumn('Result')],
      [resultFile(['1,"Rejected'], 'Seq,Result'), PayrollMessages.resultFileUnreadable('')],
      [resultFile(['3,Rejected,No such line']), PayrollMessages.resultSeqUnknown(2, '3', batch.id)],
      [resultFile(['x,Rejected,No such line']), PayrollMessages.resultSeqUnknown(2, 'x', batch.id)],
      [resultFile(['1,Maybe,']), PayrollMessages.resultValue(2)],
      [resultFile(['1,Accepted,', '2,Rejected,  ']), PayrollMessages.resultReasonRequired(3)],
      [resultFile(['1,Accepted,', '1,Rejected,Twice']), PayrollMessages.resultSeqRepeated(3, 1, 2)],
      [
        resultFile([`${batch.id + 1000},1,Accepted,`], 'BatchId,Seq,Result,Reason'),
        PayrollMessages.resultOtherBatch(2, String(batch.id + 1000), batch.id),
      ],
      [
        resultFile([`1,${(one?.id as number) + 1},Accepted,`], 'Seq,TimecardId,Result,Reason'),
        PayrollMessages.resultTimecardDiffers(2, String((one?.id as number) + 1), 1),
      ],
      [
        { fileName: 'result.csv', content: Buffer.from([0x53, 0x65, 0x71, 0xff, 0xfe]).toString('base64') },
        PayrollMessages.resultFileUnreadable('it is not UTF-8 text'),
      ],
    ];
    for (const [file, message] of cases) {
      const before = await counts();
      const res = await post(paths.markProcessed, { batchId: batch.id, resultFile: file });
      expect(res.status, message).toBe(400);
      // An unreadable CSV names csv-parse's own reason after the fixed start.
      expect(res.body.message).toContain(message.replace(/: $/, ''));
      expect(await counts()).toEqual(before);
    }
    expect(
      await statusesOf(
        t,
        lines.map((l) => l.id),
      ),
    ).toEqual(['Exported', 'Exported']);
  });

  it('cancels a batch not yet processed, with a reason: new lines return to New, a correction to Changed', async () => {
    const week = weekEndingNo(65);
    const [plain, changed] = await addLines(t, pmDivision, week, [{}, { hours: 8 }]);
    await approveLines(t, [plain?.id as number, changed?.id as number]);
    const first = await make([week], [pmDivision]);
    await post(paths.markProcessed, { batchId: first.id, payrollBatchNumber: 'PR-65' });
    await post(ApiPaths.approval.correct, { lineId: changed?.id, reason: 'Fix', hours: 7 });
    const [fresh] = await addLines(t, pmDivision, week, [{}]);
    await approveLines(t, [changed?.id as number, fresh?.id as number]);
    const second = await make([week], [pmDivision]);
    expect(second).toMatchObject({ lineCount: 2, correctionCount: 1 });

    await expectRefusedWrite(
      t,
      { path: paths.cancel, body: { batchId: second.id, reason: ' ' }, token: tokens.admin },
      { status: 400, message: PayrollMessages.reasonRequired },
      counts,
    );
    const cancelled = await post<PayrollBatch>(paths.cancel, { batchId: second.id, reason: 'Wrong week' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      state: 'Cancelled',
      cancelReason: 'Wrong week',
      cancelledBy: 'admin@demo.local',
    });
    expect(await statusesOf(t, [plain?.id as number, changed?.id as number, fresh?.id as number])).toEqual([
      'Processed',
      'Changed',
      'New',
    ]);
    // The next batch takes them again, the correction still against the first batch.
    const third = await make([week], [pmDivision]);
    expect(third).toMatchObject({ lineCount: 2, correctionCount: 1 });
    expect((await linesOf(third.id)).find((l) => l.kind === 'Correction')).toMatchObject({
      previousBatchId: first.id,
      previousHours: 8,
      hours: 7,
    });
    // The cancelled batch and its files are kept: downloadable as made.
    const kept = await download(
      t,
      `${paths.file}?batchId=${second.id}&layout=generic`,
      tokens.admin as string,
    );
    expect(kept.sha256).toBe(second.files[0]?.sha256);
  });

  it("stays inside the caller's divisions, and refuses bad input and callers without the claim, writing nothing", async () => {
    const week = weekEndingNo(66);
    const lines = await addLines(t, otherDivision, week, [{}]);
    await approveLines(
      t,
      lines.map((l) => l.id),
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.create,
        body: { weekEndingDates: [week], divisionIds: [pmDivision, otherDivision] },
        token: tokens.pm,
      },
      { status: 404, message: PayrollMessages.divisionsNotYours(1) },
      counts,
    );
    const theirs = await make([week], [otherDivision]);
    const list = await get<PayrollBatch[]>(`${paths.list}?Skip=0&Take=1000`, 'pm');
    expect(list.status).toBe(200);
    expect(list.body.data.map((b) => b.id)).not.toContain(theirs.id);
    expect(list.body.data.every((b) => b.divisionIds.every((d) => d === pmDivision))).toBe(true);
    const all = await get<PayrollBatch[]>(`${paths.list}?Skip=0&Take=1000`);
    expect(all.body.data.map((b) => b.id)).toContain(theirs.id);
    expect(all.body.totalCount).toBe(all.body.data.length);
    for (const path of [
      `${paths.lines}?batchId=${theirs.id}&Skip=0&Take=10`,
      `${paths.file}?batchId=${theirs.id}&layout=generic`,
    ]) {
      const res = await get(path, 'pm');
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(PayrollMessages.batchNotFound);
    }
    // Its History too: a batch is the caller's only when every one of its divisions is.
    const historyOf = (who?: string) =>
      get(`${ApiPaths.audit.history.payrollBatch}?id=${theirs.id}&Skip=0&Take=10`, who);
    expect((await historyOf('pm')).status).toBe(404);
    expect((await historyOf()).status).toBe(200);
    await expectRefusedWrite(
      t,
      { path: paths.cancel, body: { batchId: theirs.id, reason: 'not mine' }, token: tokens.pm },
      { status: 404, message: PayrollMessages.batchNotFound },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.create,
        body: { weekEndingDates: [week], divisionIds: [otherDivision] },
        token: tokens.readonly,
      },
      { status: 403, message: Messages.forbidden },
      counts,
    );
    for (const body of [
      { weekEndingDates: [], divisionIds: [pmDivision] },
      { weekEndingDates: ['2020-13-45x'], divisionIds: [pmDivision] },
      { weekEndingDates: [week], divisionIds: [] },
      { weekEndingDates: [week, week], divisionIds: [pmDivision] },
    ]) {
      const before = await counts();
      const res = await post(paths.create, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await counts()).toEqual(before);
    }
  });

  it('two batches made at once never take the same line, and cancel racing mark processed: one wins', async () => {
    const week = weekEndingNo(67);
    const lines = await addLines(
      t,
      pmDivision,
      week,
      Array.from({ length: 40 }, () => ({})),
    );
    const ids = lines.map((l) => l.id);
    await approveLines(t, ids);
    const body = { weekEndingDates: [week], divisionIds: [pmDivision] };
    const answers = await Promise.all([
      post<PayrollBatch>(paths.create, body),
      post<PayrollBatch>(paths.create, body),
      post<PayrollBatch>(paths.create, body),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const made = answers.filter((a) => a.status === 200).map((a) => a.body.data);
    const taken = (await Promise.all(made.map((b) => linesOf(b.id)))).flat().map((l) => l.timecardId);
    expect(taken.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(taken).size).toBe(taken.length);

    for (const batch of made) {
      const [processed, cancelled] = await Promise.all([
        post(paths.markProcessed, { batchId: batch.id, payrollBatchNumber: 'race' }),
        post(paths.cancel, { batchId: batch.id, reason: 'race' }),
      ]);
      expect([processed.status, cancelled.status].sort()).toEqual([200, 409]);
      const states = await statusesOf(
        t,
        (await linesOf(batch.id)).map((l) => l.timecardId),
      );
      expect(new Set(states)).toEqual(new Set([processed.status === 200 ? 'Processed' : 'New']));
    }
  });

  it("shows a record's history and the whole audit log to the SystemAdmin, filtered", async () => {
    const week = weekEndingNo(68);
    const [line] = await addLines(t, pmDivision, week, [{}]);
    const id = line?.id as number;
    await approveLines(t, [id]);
    const batch = await make([week], [pmDivision]);
    await post(paths.markProcessed, { batchId: batch.id, payrollBatchNumber: 'PR-68' });
    await post(ApiPaths.approval.correct, { lineId: id, reason: 'History', hours: 5 });

    const history = await get<AuditEntry[]>(`${ApiPaths.audit.history.timecard}?id=${id}&Skip=0&Take=100`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        action: 'correct',
        userName: 'admin@demo.local',
        recordKind: 'timecard',
        recordId: String(id),
        before: expect.objectContaining({ hours: 8 }),
        after: expect.objectContaining({ hours: 5, reason: 'History' }),
      }),
    ]);
    const batchHistory = await get<AuditEntry[]>(
      `${ApiPaths.audit.history.payrollBatch}?id=${batch.id}&Skip=0&Take=100`,
    );
    expect(batchHistory.body.data.map((e) => e.action)).toEqual(['process', 'export']);
    // Every kind's History answers for a record the caller sees (a voucher's, written by the field sync, is empty).
    const voucher = await t.db.selectFrom('tm_voucher').select('id').orderBy('id').executeTakeFirstOrThrow();
    const voucherHistory = await get(`${ApiPaths.audit.history.voucher}?id=${voucher.id}&Skip=0&Take=10`);
    expect(voucherHistory.body).toMatchObject({ success: true, data: [], totalCount: 0 });
    // Another division's record answers as one that does not exist.
    const [theirs] = await addLines(t, otherDivision, week, [{}]);
    const hidden = await get(`${ApiPaths.audit.history.timecard}?id=${theirs?.id}&Skip=0&Take=10`, 'pm');
    expect(hidden.status).toBe(404);

    const log = await post<AuditEntry[]>(
      ApiPaths.audit.log,
      {
        recordKind: 'payrollBatch',
        action: 'process',
        userId: await userIdOf(t, 'admin'),
        Skip: 0,
        Take: 1000,
      },
      'sysadmin',
    );
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.length).toBeGreaterThan(0);
    expect(log.body.data.every((e) => e.recordKind === 'payrollBatch' && e.action === 'process')).toBe(true);
    expect(log.body.data.map((e) => e.recordId)).toContain(String(batch.id));
    const future = await post<AuditEntry[]>(
      ApiPaths.audit.log,
      { from: '2999-01-01T00:00:00Z', Skip: 0, Take: 10 },
      'sysadmin',
    );
    expect(future.body).toMatchObject({ data: [], totalCount: 0 });
    const backwards = await post(
      ApiPaths.audit.log,
      { from: '2026-01-02T00:00:00Z', to: '2026-01-01T00:00:00Z', Skip: 0, Take: 10 },
      'sysadmin',
    );
    expect(backwards.status).toBe(400);
    expect((await post(ApiPaths.audit.log, { Skip: 0, Take: 10 }, 'admin')).status).toBe(403);
    expect(ApprovalMessages.approvedLocked).toBeTruthy();
  });
});
