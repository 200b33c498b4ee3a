import {
  ApiPaths,
  ApprovalMessages,
  type ApprovalOutcome,
  type ApprovalPreview,
  type AuditEntry,
  ButtonClaim,
  TimecardSearchField as F,
  type LineTaskCodes,
  Messages,
  ReferenceMessages,
  RoleName,
  type TimecardLineState,
  type TimecardRecord,
} from '@tac/contracts';
import { UNDECIDED_LINE } from '@tac/contracts/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditsOf,
  countRows,
  expectRefusedWrite,
  postAs,
  signIn,
  userIdOf,
} from '../../../testing/api-checks.ts';
import { pmAndOtherDivision } from '../../../testing/divisions.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { addLines, timecardRow, weekEndingNo, weekFilter } from '../test-fixtures.ts';

const paths = ApiPaths.approval;

describeEachDatabase('Timecard approval: states, exceptions, corrections', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let pmDivision: number;
  let otherDivision: number;
  const counts = async () => ({
    lines: await countRows(t, 'timecard'),
    audits: await countRows(t, 'audit_log'),
  });
  const post = postAs(
    () => t,
    () => tokens,
  );
  const line = (id: number) => timecardRow(t, id);
  /** The week's rows as the timecard list sends them. */
  async function listWeek(week: string, search: { FieldName: string; Value: string }[] = [], who = 'admin') {
    const f = weekFilter(week, search);
    const res = await t.call<TimecardRecord[]>(
      'POST',
      `${ApiPaths.timecards.list}?fromDate=${encodeURIComponent(f.fromDate)}&toDate=${encodeURIComponent(f.toDate)}`,
      { body: { SearchText: search, Skip: 0, Take: 1000 }, token: tokens[who] as string },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo', config: { mealPremiumPayCode: 'MEALPREM' } });
    tokens = await signIn(t, 'admin', 'pm', 'contribute', 'readonly', 'sysadmin');
    ({ pmDivision, otherDivision } = await pmAndOtherDivision(t));
  });
  afterAll(() => t?.close());

  it('derives exceptions from the line: rejected attestation, meal break missing or short over 5 hours, over 10 hours', async () => {
    const week = weekEndingNo(1);
    const ids = await addLines(t, pmDivision, week, [
      {},
      { lunchEnd: '11:20' },
      { start: '07:00', lunchStart: '', lunchEnd: '', end: '13:00' },
      { start: '07:00', lunchStart: '', lunchEnd: '', end: '12:00' },
      // Eleven hours sent as the overtime rules split them: no Overtime exception of the week.
      { start: '06:00', end: '17:30', hours: 8 },
      { hours: 3, payCode: 'OT', sameRecord: true },
      { attestation: 'Rejected' },
    ]);
    const byId = new Map((await listWeek(week)).map((r) => [r.lineId, r]));
    expect(ids.map(({ id }) => byId.get(id)?.exceptions)).toEqual([
      [],
      ['MealBreak'],
      ['MealBreak'],
      [],
      ['SecondMealBreak'],
      ['SecondMealBreak'],
      ['AttestationRejected'],
    ]);
    const open = await listWeek(week, [{ FieldName: F.Exceptions, Value: 'Open' }]);
    expect(open.map((r) => r.lineId).sort()).toEqual(
      [ids[1], ids[2], ids[4], ids[5], ids[6]].map((l) => l?.id).sort(),
    );
    expect(byId.get(ids[0]?.id as number)).toMatchObject(UNDECIDED_LINE);
  });

  it('approves or rejects one row; an exception, a decided line and a missing reason are refused, writing nothing', async () => {
    const week = weekEndingNo(2);
    const [plain, meal, other] = await addLines(t, pmDivision, week, [{}, { lunchEnd: '11:10' }, {}]);
    const approve = (id: number) => ({ lineIds: [id], decision: 'Approve' });
    await expectRefusedWrite(
      t,
      { path: paths.decide, body: approve(meal?.id as number), token: tokens.admin },
      { status: 409, message: ApprovalMessages.openException },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.decide,
        body: { lineIds: [other?.id], decision: 'Reject', reason: ' \u200b ' },
        token: tokens.admin,
      },
      { status: 400, message: ApprovalMessages.reasonRequired('reason') },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.decide,
        body: { lineIds: [other?.id], filter: weekFilter(week), decision: 'Approve' },
        token: tokens.admin,
      },
      { status: 400, message: ApprovalMessages.selectionOne },
      counts,
    );
    const done = await post<ApprovalOutcome>(paths.decide, approve(plain?.id as number));
    expect(done.body).toMatchObject({
      success: true,
      data: { changed: 1, skipped: 0 },
      message: ApprovalMessages.approved(1),
    });
    expect(await line(plain?.id as number)).toMatchObject({
      approval_state: 'Approved',
      approval_by: await userIdOf(t, 'admin'),
    });
    await expectRefusedWrite(
      t,
      { path: paths.decide, body: approve(plain?.id as number), token: tokens.admin },
      { status: 409, message: ApprovalMessages.notPending },
      counts,
    );
    const rejected = await post<ApprovalOutcome>(paths.decide, {
      lineIds: [meal?.id],
      decision: 'Reject',
      reason: 'Fix the lunch',
    });
    expect(rejected.body.data).toEqual({ changed: 1, skipped: 0 });
    expect(await line(meal?.id as number)).toMatchObject({
      approval_state: 'Rejected',
      approval_reason: 'Fix the lunch',
    });
    const audits = await auditsOf(t, 'timecard', meal?.id as number);
    expect(audits.at(-1)).toMatchObject({
      action: 'reject',
      before: { approvalState: 'Pending', approvalReason: '' },
      after: { approvalState: 'Rejected', approvalReason: 'Fix the lunch' },
    });
  });

  it('approves the selected rows and every row matching a filter only within the caller’s divisions, as previewed', async () => {
    const week = weekEndingNo(3);
    const mine = await addLines(t, pmDivision, week, [{}, {}, {}, { lunchEnd: '11:05' }]);
    const theirs = await addLines(t, otherDivision, week, [{}, {}]);
    // A named line of another division: 404 and nothing written, even next to the caller's own.
    await expectRefusedWrite(
      t,
      {
        path: paths.decide,
        body: { lineIds: [mine[0]?.id, theirs[0]?.id], decision: 'Approve' },
        token: tokens.pm,
      },
      { status: 404, message: ApprovalMessages.linesNotFound(1) },
      counts,
    );
    const preview = await post<ApprovalPreview>(paths.preview, { filter: weekFilter(week) }, 'pm');
    expect(preview.body.data).toMatchObject({
      matching: 4,
      approvable: 3,
      rejectable: 4,
      pending: 4,
      openExceptions: 1,
    });
    const adminPreview = await post<ApprovalPreview>(paths.preview, { filter: weekFilter(week) });
    expect(adminPreview.body.data).toMatchObject({ matching: 6, approvable: 5 });
    const done = await post<ApprovalOutcome>(
      paths.decide,
      { filter: weekFilter(week), decision: 'Approve' },
      'pm',
    );
    expect(done.body.data).toEqual({ changed: 3, skipped: 1 });
    for (const { id } of theirs) expect((await line(id)).approval_state).toBe('Pending');
    expect((await line(mine[3]?.id as number)).approval_state).toBe('Pending');
    // A search narrows the filter as it narrows the list.
    const selected = await post<ApprovalOutcome>(paths.decide, {
      filter: weekFilter(week, [
        { FieldName: F.ApprovalState, Value: 'Pending' },
        { FieldName: F.Exceptions, Value: 'Open' },
      ]),
      decision: 'Reject',
      reason: 'Back to the field',
    });
    expect(selected.body.data).toEqual({ changed: 1, skipped: 0 });
    const several = await post<ApprovalOutcome>(paths.decide, {
      lineIds: theirs.map((l) => l.id),
      decision: 'Approve',
    });
    expect(several.body.data).toEqual({ changed: 2, skipped: 0 });
    expect(await listWeek(week, [{ FieldName: F.ApprovalState, Value: 'pending' }])).toEqual([]);
  });

  it("audits a bulk decision on every decided line: each line's History shows who, when, the state and reason", async () => {
    const week = weekEndingNo(7);
    const picked = await addLines(t, pmDivision, week, [{}, {}, {}]);
    const rest = await addLines(t, pmDivision, week, [{}, {}]);
    const startedAt = Date.now();
    const approved = await post<ApprovalOutcome>(
      paths.decide,
      { lineIds: picked.map((l) => l.id), decision: 'Approve' },
      'pm',
    );
    expect(approved.body.data).toEqual({ changed: 3, skipped: 0 });
    // Every row matching the filters: the two left are rejected, each with the reason.
    const rejected = await post<ApprovalOutcome>(paths.decide, {
      filter: weekFilter(week, [{ FieldName: F.ApprovalState, Value: 'Pending' }]),
      decision: 'Reject',
      reason: 'Wrong job',
    });
    expect(rejected.body.data).toEqual({ changed: 2, skipped: 0 });
    const historyOf = async (id: number) => {
      const res = await t.call<AuditEntry[]>(
        'GET',
        `${ApiPaths.audit.history.timecard}?id=${id}&Skip=0&Take=10`,
        { token: tokens.admin as string },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const decided = [
      ...picked.map((l) => ({ id: l.id, user: 'pm@demo.local', state: 'Approved', reason: '' })),
      ...rest.map((l) => ({ id: l.id, user: 'admin@demo.local', state: 'Rejected', reason: 'Wrong job' })),
    ];
    for (const { id, user, state, reason } of decided) {
      const history = await historyOf(id);
      expect(history).toEqual([
        expect.objectContaining({
          userName: user,
          action: state === 'Approved' ? 'approve' : 'reject',
          recordKind: 'timecard',
          recordId: String(id),
          before: { approvalState: 'Pending', approvalReason: '' },
          after: { approvalState: state, approvalReason: reason },
        }),
      ]);
      expect(Date.parse(history[0]?.at as string)).toBeGreaterThanOrEqual(startedAt - 60_000);
    }
  });

  it('corrects hours, times, pay code and task with a reason, keeping the first values; an approved line is locked', async () => {
    const week = weekEndingNo(4);
    const [attested, approved] = await addLines(t, pmDivision, week, [{ attestation: 'Approved' }, {}]);
    const id = attested?.id as number;
    const task = await t.db
      .selectFrom('task')
      .innerJoin('timecard', 'timecard.project_id', 'task.project_id')
      .select(['task.id', 'task.name'])
      .where('timecard.id', '=', id)
      .executeTakeFirstOrThrow();
    await expectRefusedWrite(
      t,
      { path: paths.correct, body: { lineId: id, reason: '', hours: 7 }, token: tokens.pm },
      { status: 400, message: ApprovalMessages.reasonRequired('reason') },
      counts,
    );
    await expectRefusedWrite(
      t,
      { path: paths.correct, body: { lineId: id, reason: 'Nothing' }, token: tokens.pm },
      { status: 400, message: ApprovalMessages.correctionEmpty },
      counts,
    );
    const first = await post<TimecardLineState>(
      paths.correct,
      { lineId: id, reason: 'Left early', hours: 7.5, endTime: '15:00', payCode: 'TRV', taskId: task.id },
      'pm',
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      approvalState: 'Pending',
      correctionReason: 'Left early',
      changedAfterAttestation: true,
      original: {
        hours: 8,
        hoursType: 'REG',
        startTime: '07:00',
        endTime: '15:30',
        lunchStartTime: '11:00',
        lunchEndTime: '11:30',
      },
    });
    // A second correction keeps the first values, and a shorter lunch now makes an exception.
    const second = await post<TimecardLineState>(
      paths.correct,
      { lineId: id, reason: 'Lunch was short', lunchEndTime: '11:15' },
      'pm',
    );
    expect(second.body.data).toMatchObject({
      exceptions: ['MealBreak'],
      original: { hours: 8, endTime: '15:30' },
    });
    expect(await line(id)).toMatchObject({
      hours: 7.5,
      hours_type: 'TRV',
      end_time: '15:00',
      lunch_end_time: '11:15',
      task_id: task.id,
    });
    const row = (await listWeek(week)).find((r) => r.lineId === id);
    expect(row).toMatchObject({
      hours: 7.5,
      hoursType: 'TRV',
      taskName: task.name,
      changedAfterAttestation: true,
    });
    const audits = await auditsOf(t, 'timecard', id);
    expect(audits.at(-1)).toMatchObject({
      action: 'correct',
      before: { lunchEndTime: '11:30', endTime: '15:00' },
      after: { lunchEndTime: '11:15', reason: 'Lunch was short' },
    });
    // Another project's task, and an approved line.
    const foreignTask = await t.db
      .selectFrom('task')
      .select('id')
      .where('project_id', '<>', (await line(id)).project_id)
      .executeTakeFirstOrThrow();
    await expectRefusedWrite(
      t,
      { path: paths.correct, body: { lineId: id, reason: 'x', taskId: foreignTask.id }, token: tokens.pm },
      { status: 400, message: ApprovalMessages.taskNotOfProject },
      counts,
    );
    await post(paths.decide, { lineIds: [approved?.id], decision: 'Approve' });
    await expectRefusedWrite(
      t,
      {
        path: paths.correct,
        body: { lineId: approved?.id, reason: 'Too late', hours: 1 },
        token: tokens.admin,
      },
      { status: 409, message: ApprovalMessages.approvedLocked },
      counts,
    );
    // Another division's line answers as one that does not exist.
    const [theirs] = await addLines(t, otherDivision, week, [{}]);
    await expectRefusedWrite(
      t,
      { path: paths.correct, body: { lineId: theirs?.id, reason: 'x', hours: 1 }, token: tokens.pm },
      { status: 404, message: ApprovalMessages.lineNotFound },
      counts,
    );
  });

  it('refuses a pay code the Pay Code List does not hold, or an inactive one, naming payCode, and writes nothing', async () => {
    const [target] = await addLines(t, pmDivision, weekEndingNo(9), [{}]);
    const lineId = target?.id as number;
    const refuse = (payCode: string, message: string) =>
      expectRefusedWrite(
        t,
        { path: paths.correct, body: { lineId, reason: 'Wrong code', payCode }, token: tokens.pm },
        { status: 400, message },
        counts,
      );
    await refuse('ZZZ', ReferenceMessages.payCodeList.unknown('payCode', 'ZZZ'));
    await t.db
      .insertInto('pay_code')
      .values([
        { code: 'XMAS', description: 'Christmas', counts_as: 'Regular', is_active: false },
        { code: 'GONE', description: 'Deleted', counts_as: 'Regular', is_deleted: true },
        { code: 'SHOP', description: 'Shop time', counts_as: 'Regular' },
      ])
      .execute();
    // Codes are matched exactly, as payroll reads them; a deleted code is unknown.
    await refuse('reg', ReferenceMessages.payCodeList.unknown('payCode', 'reg'));
    await refuse('GONE', ReferenceMessages.payCodeList.unknown('payCode', 'GONE'));
    await refuse('XMAS', ReferenceMessages.payCodeList.inactive('payCode', 'XMAS'));
    expect((await line(lineId)).hours_type).toBe('REG');
    const corrected = await post(paths.correct, { lineId, reason: 'Shop day', payCode: 'SHOP' }, 'pm');
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect((await line(lineId)).hours_type).toBe('SHOP');
  });

  it("offers the line's project's task codes and corrects the task code to one of them, keeping the first; a task that does not exist is refused naming taskId", async () => {
    const week = weekEndingNo(8);
    const [mine] = await addLines(t, pmDivision, week, [{}]);
    const [theirs] = await addLines(t, otherDivision, week, [{}]);
    const id = mine?.id as number;
    const choices = (lineId: number, who = 'pm') =>
      t.call<LineTaskCodes>('GET', `${paths.lineTaskCodes}?lineId=${lineId}`, {
        token: tokens[who] as string,
      });
    const offered = await choices(id);
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const projectTasks = await t.db
      .selectFrom('task')
      .select(['id', 'task_number'])
      .where('project_id', '=', (await line(id)).project_id)
      .orderBy('task_number')
      .orderBy('id')
      .execute();
    expect(projectTasks.length).toBeGreaterThan(1);
    expect(offered.body.data).toEqual({
      taskId: null,
      tasks: projectTasks.map((k) => expect.objectContaining({ id: k.id, taskNumber: k.task_number })),
    });
    // Another division's line answers as one that does not exist; the claim is needed.
    expect((await choices(theirs?.id as number)).status).toBe(404);
    expect((await choices(id, 'readonly')).status).toBe(403);

    const [first, second] = projectTasks;
    const once = await post<TimecardLineState>(
      paths.correct,
      { lineId: id, reason: 'Wrong phase', taskId: first?.id },
      'pm',
    );
    expect(once.status, JSON.stringify(once.body)).toBe(200);
    expect(once.body.data.original).toMatchObject({ taskId: null, taskNumber: '' });
    expect((await choices(id)).body.data.taskId).toBe(first?.id);
    const twice = await post<TimecardLineState>(
      paths.correct,
      { lineId: id, reason: 'The other phase', taskId: second?.id },
      'pm',
    );
    expect(twice.body.data.original).toMatchObject({ taskId: null });
    expect((await line(id)).task_id).toBe(second?.id);
    const row = (await listWeek(week)).find((r) => r.lineId === id);
    expect(row?.taskNumber).toBe(second?.task_number);
    const audits = await auditsOf(t, 'timecard', id);
    expect(audits.at(-1)).toMatchObject({
      action: 'correct',
      before: { taskId: first?.id },
      after: { taskId: second?.id, reason: 'The other phase' },
    });
    // Another project's task is refused in the test above; one that does not exist is too.
    await expectRefusedWrite(
      t,
      { path: paths.correct, body: { lineId: id, reason: 'x', taskId: 2_000_000_000 }, token: tokens.pm },
      { status: 400, message: ApprovalMessages.taskNotOfProject },
      counts,
    );
    expect(ApprovalMessages.taskNotOfProject).toMatch(/^taskId /);
    // Back to no task code.
    const cleared = await post<TimecardLineState>(
      paths.correct,
      { lineId: id, reason: 'No phase', taskId: null },
      'pm',
    );
    expect(cleared.status).toBe(200);
    expect((await line(id)).task_id).toBeNull();
  });

  it('resolves an exception with a reason, adding at most one premium hour a record and day under the set pay code, one the Pay Code List holds', async () => {
    const week = weekEndingNo(5);
    const [reg, ot, attest] = await addLines(t, pmDivision, week, [
      { start: '06:00', lunchStart: '', lunchEnd: '', end: '17:30', hours: 8 },
      {
        start: '06:00',
        lunchStart: '',
        lunchEnd: '',
        end: '17:30',
        hours: 3.5,
        payCode: 'OT',
        sameRecord: true,
      },
      { attestation: 'Rejected' },
    ]);
    // The set code must be one payroll knows: refused, writing nothing, until the list holds it.
    await expectRefusedWrite(
      t,
      {
        path: paths.resolveException,
        body: { lineId: reg?.id, reason: 'Crew worked through lunch', addPremium: true },
        token: tokens.pm,
      },
      { status: 409, message: ApprovalMessages.premiumPayCodeUnknown('MEALPREM') },
      counts,
    );
    await t.db
      .insertInto('pay_code')
      .values({ code: 'MEALPREM', description: 'Meal premium', counts_as: 'Regular' })
      .execute();
    const resolved = await post<TimecardLineState>(
      paths.resolveException,
      { lineId: reg?.id, reason: 'Crew worked through lunch', addPremium: true },
      'pm',
    );
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.data).toMatchObject({
      exceptions: ['MealBreak', 'SecondMealBreak'],
      exceptionResolution: 'Crew worked through lunch',
    });
    const premiumId = resolved.body.data.premiumLineId as number;
    expect(await line(premiumId)).toMatchObject({
      hours: 1,
      hours_type: 'MEALPREM',
      premium_for_id: reg?.id,
      approval_state: 'Pending',
      exception_kinds: '',
      start_time: '',
    });
    // A second premium, one not due, a resolved exception again, a line with none: each a 409.
    const refused = [
      [{ lineId: ot?.id, reason: 'Same day', addPremium: true }, ApprovalMessages.premiumExists],
      [{ lineId: attest?.id, reason: 'x', addPremium: true }, ApprovalMessages.premiumNotDue],
      [{ lineId: reg?.id, reason: 'again' }, ApprovalMessages.exceptionResolved],
      [{ lineId: premiumId, reason: 'none' }, ApprovalMessages.noException],
    ] as const;
    for (const [body, message] of refused) {
      await expectRefusedWrite(
        t,
        { path: paths.resolveException, body, token: tokens.pm },
        { status: 409, message },
        counts,
      );
    }
    // Resolved, the line can be approved; the still open one cannot.
    const done = await post<ApprovalOutcome>(
      paths.decide,
      { lineIds: [reg?.id, ot?.id, premiumId], decision: 'Approve' },
      'pm',
    );
    expect(done.body.data).toEqual({ changed: 2, skipped: 1 });
    expect(await auditsOf(t, 'timecard', reg?.id as number)).toEqual([
      expect.objectContaining({
        action: 'resolve-exception',
        after: expect.objectContaining({ premiumLineId: premiumId }),
      }),
      expect.objectContaining({ action: 'approve' }),
    ]);
  });

  it('seeds the new claims into the roles and enforces them: approve (Administrator, SystemAdmin, Project Manager), close and export (Administrator, SystemAdmin)', async () => {
    const holders = async (claim: string) =>
      (
        await t.db
          .selectFrom('role_claim')
          .innerJoin('role', 'role.id', 'role_claim.role_id')
          .select('role.name')
          .where('claim_name', '=', claim)
          .orderBy('role.name')
          .execute()
      ).map((r) => r.name);
    expect(await holders(ButtonClaim.TimecardApprove)).toEqual(
      [RoleName.Administrator, RoleName.ProjectManager, RoleName.SystemAdmin].sort(),
    );
    for (const claim of [ButtonClaim.PayPeriodClose, ButtonClaim.PayrollExport]) {
      expect(await holders(claim)).toEqual([RoleName.Administrator, RoleName.SystemAdmin].sort());
    }
    const [id] = await addLines(t, pmDivision, weekEndingNo(6), [{}]);
    for (const who of ['contribute', 'readonly']) {
      const res = await post(paths.decide, { lineIds: [id?.id], decision: 'Approve' }, who);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(Messages.forbidden);
    }
    const close = await post(paths.close, { weekEndingDate: weekEndingNo(6) }, 'pm');
    expect(close.status).toBe(403);
    expect((await line(id?.id as number)).approval_state).toBe('Pending');
  });
});
