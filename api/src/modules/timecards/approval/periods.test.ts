import {
  ApiPaths,
  ApprovalMessages,
  type ApprovalOutcome,
  TimecardSearchField as F,
  type PayPeriod,
  type PayPeriodDivisionResult,
  type PayPeriodOutcome,
  type PayPeriodResultKind,
} from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inScope } from '../../../auth/division-scope.ts';
import { auditsOf, countRows, expectRefusedWrite, postAs, signIn } from '../../../testing/api-checks.ts';
import { pmAndOtherDivision } from '../../../testing/divisions.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createUser } from '../../../testing/users.ts';
import { addLines, timecardRow, weekEndingNo, weekFilter } from '../test-fixtures.ts';

const paths = ApiPaths.approval;

describeEachDatabase('Pay periods and the Late list', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let division: number;
  let otherDivision: number;
  const counts = async () => ({
    lines: await countRows(t, 'timecard'),
    audits: await countRows(t, 'audit_log'),
    closed: (await t.db.selectFrom('pay_period').select('closed').where('closed', '=', true).execute())
      .length,
  });
  const post = postAs(
    () => t,
    () => tokens,
  );
  const line = (id: number) => timecardRow(t, id);
  const periods = async (week: string, who = 'admin') => {
    const res = await t.call<PayPeriod[]>('GET', `${paths.periods}?fromWeek=${week}&toWeek=${week}`, {
      token: tokens[who] as string,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  const names = new Map<number, string>();
  /** One division's result as a close or reopen answers it. */
  const result = (divisionId: number, kind: PayPeriodResultKind, pending = 0): PayPeriodDivisionResult => ({
    divisionId,
    divisionName: names.get(divisionId) ?? '',
    result: kind,
    pending,
    message: ApprovalMessages.periodResult(kind, pending),
  });
  /** A close or reopen that changes no period: it answers each division's result and writes nothing. */
  const expectUnchanged = async (path: string, body: unknown, outcome: PayPeriodOutcome) => {
    const before = await counts();
    const res = await post<PayPeriodOutcome>(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual(outcome);
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    for (const d of await t.db.selectFrom('division').select(['id', 'division_name']).execute())
      names.set(d.id, d.division_name);
    tokens = await signIn(t, 'admin', 'pm');
    ({ pmDivision: division, otherDivision } = await pmAndOtherDivision(t));
  });
  afterAll(() => t?.close());

  it('closes a week only when no line is pending, then locks it; late lines are held out until reviewed', async () => {
    const week = weekEndingNo(20);
    const [a, b] = await addLines(t, division, week, [{}, { lunchEnd: '11:10' }]);
    await addLines(t, otherDivision, week, [{}]);
    expect(await periods(week)).toHaveLength(2);
    expect(
      (await periods(week, 'pm')).map((p) => [p.divisionId, p.pending, p.openExceptions, p.closed]),
    ).toEqual([[division, 2, 1, false]]);
    const close = { weekEndingDate: week, divisionIds: [division] };
    // Its two pending lines keep it open: the answer says so, and nothing is written.
    await expectUnchanged(paths.close, close, {
      divisions: 0,
      results: [result(division, 'Pending', 2)],
    });
    await post(paths.decide, { lineIds: [a?.id], decision: 'Approve' });
    await post(paths.decide, { lineIds: [b?.id], decision: 'Reject', reason: 'Lunch too short' });
    const closed = await post<PayPeriodOutcome>(paths.close, close);
    expect(closed.body).toMatchObject({
      success: true,
      data: { divisions: 1, results: [result(division, 'Closed')] },
      message: ApprovalMessages.weekClosed(week, 1, 1),
    });
    const [period] = await periods(week, 'pm');
    expect(period).toMatchObject({
      closed: true,
      closedBy: 'admin@demo.local',
      approved: 1,
      rejected: 1,
      pending: 0,
    });
    // An instant reads as JSON writes a Date (shared/docs/api.md "Dates").
    expect(new Date(period?.closedAt ?? '').toISOString()).toBe(period?.closedAt);
    // The other division's week stays open.
    expect((await periods(week)).find((p) => p.divisionId === otherDivision)?.closed).toBe(false);
    await expectUnchanged(paths.close, close, {
      divisions: 0,
      results: [result(division, 'AlreadyClosed')],
    });

    // Locked: no correction, decision or resolution reaches its lines.
    await expectRefusedWrite(
      t,
      {
        path: paths.correct,
        body: { lineId: b?.id, reason: 'fix', lunchEndTime: '11:30' },
        token: tokens.admin,
      },
      { status: 409, message: ApprovalMessages.periodClosed(week) },
      counts,
    );
    await expectRefusedWrite(
      t,
      { path: paths.resolveException, body: { lineId: b?.id, reason: 'ok' }, token: tokens.admin },
      { status: 409, message: ApprovalMessages.periodClosed(week) },
      counts,
    );

    // A line arriving for the closed week is held on the Late list, out of the period.
    const [late, late2] = await addLines(t, division, week, [{}, {}]);
    expect([late?.late, late2?.late]).toEqual([true, true]);
    expect((await line(late?.id as number)).late_state).toBe('Held');
    expect((await periods(week, 'pm'))[0]).toMatchObject({ closed: true, pending: 0, lines: 2, lateHeld: 2 });
    const f = weekFilter(week);
    const list = await t.call<{ lineId: number; periodClosed: boolean }[]>(
      'POST',
      `${ApiPaths.timecards.list}?fromDate=${encodeURIComponent(f.fromDate)}&toDate=${encodeURIComponent(f.toDate)}`,
      { body: { SearchText: [{ FieldName: F.Late, Value: 'Held' }], Skip: 0, Take: 100 }, token: tokens.pm },
    );
    expect(list.body.data.map((r) => r.lineId).sort()).toEqual([late?.id, late2?.id].sort());
    // The list tells the screen the week is closed, so it offers no correction there.
    expect(list.body.data.map((r) => r.periodClosed)).toEqual([true, true]);
    await expectRefusedWrite(
      t,
      { path: paths.decide, body: { lineIds: [late?.id], decision: 'Approve' }, token: tokens.admin },
      { status: 409, message: ApprovalMessages.onLateList },
      counts,
    );
    await expectRefusedWrite(
      t,
      { path: paths.reviewLate, body: { lineIds: [late?.id], decision: 'Accept' }, token: tokens.admin },
      { status: 409, message: ApprovalMessages.lateAcceptClosed(week) },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.reviewLate,
        body: { lineIds: [a?.id], decision: 'Reject', reason: 'x' },
        token: tokens.admin,
      },
      { status: 409, message: ApprovalMessages.notLate },
      counts,
    );
    const rejected = await post<ApprovalOutcome>(paths.reviewLate, {
      lineIds: [late2?.id],
      decision: 'Reject',
      reason: 'Duplicate',
    });
    expect(rejected.body.data).toEqual({ changed: 1, skipped: 0 });
    expect(await line(late2?.id as number)).toMatchObject({
      late_state: 'Rejected',
      approval_state: 'Rejected',
      approval_reason: 'Duplicate',
    });

    // Reopening needs the claim's holder to give a reason; then the late line can be accepted.
    await expectRefusedWrite(
      t,
      { path: paths.reopen, body: { weekEndingDate: week, divisionIds: [division] }, token: tokens.admin },
      { status: 400, message: ApprovalMessages.reasonRequired('reason') },
      counts,
    );
    const reopened = await post<PayPeriodOutcome>(paths.reopen, {
      weekEndingDate: week,
      divisionIds: [division],
      reason: 'Late card',
    });
    expect(reopened.body).toMatchObject({
      data: { divisions: 1, results: [result(division, 'Reopened')] },
      message: ApprovalMessages.weekReopened(week, 1, 1),
    });
    expect((await periods(week, 'pm'))[0]).toMatchObject({
      closed: false,
      reopenedBy: 'admin@demo.local',
      reopenReason: 'Late card',
    });
    const accepted = await post<ApprovalOutcome>(paths.reviewLate, {
      lineIds: [late?.id],
      decision: 'Accept',
    });
    expect(accepted.body.data).toEqual({ changed: 1, skipped: 0 });
    expect(await line(late?.id as number)).toMatchObject({ late_state: '', approval_state: 'Pending' });
    expect((await periods(week, 'pm'))[0]).toMatchObject({ pending: 1, lateHeld: 0, lines: 3 });
    expect((await auditsOf(t, 'pay-period', 0)).length).toBe(0);
    const periodAudits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'pay-period')
      .where('entity_id', '=', week)
      .orderBy('id')
      .execute();
    expect(periodAudits.map((r) => r.action)).toEqual(['close', 'reopen']);
  });

  it('closes the week for each division that can: one closes while pending lines keep another open, each with its result', async () => {
    const week = weekEndingNo(22);
    const [done] = await addLines(t, division, week, [{}]);
    const blocking = await addLines(t, otherDivision, week, [{}, {}]);
    // Its own line decided, the other division's second line still pending.
    await post(paths.decide, { lineIds: [done?.id, blocking[0]?.id], decision: 'Approve' });
    const byName = (results: PayPeriodDivisionResult[]) =>
      [...results].sort(
        (a, b) => a.divisionName.localeCompare(b.divisionName) || a.divisionId - b.divisionId,
      );
    const auditsBefore = await countRows(t, 'audit_log');

    // No divisionIds: every division of the caller's with the week, each closing on its own.
    const closed = await post<PayPeriodOutcome>(paths.close, { weekEndingDate: week });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(ApprovalMessages.weekClosed(week, 1, 2));
    expect(closed.body.data).toEqual({
      divisions: 1,
      results: byName([result(division, 'Closed'), result(otherDivision, 'Pending', 1)]),
    });
    expect(closed.body.data.results.find((r) => r.divisionId === otherDivision)?.message).toBe(
      '1 line(s) pending',
    );
    expect((await periods(week)).map((p) => [p.divisionId, p.closed]).sort()).toEqual(
      [
        [division, true],
        [otherDivision, false],
      ].sort(),
    );
    // One audit row for the call: the periods it closed, by id and by name, and why the other stayed open.
    const weekAudits = () =>
      t.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'pay-period')
        .where('entity_id', '=', week)
        .orderBy('id')
        .execute();
    expect(await countRows(t, 'audit_log')).toBe(auditsBefore + 1);
    expect(await weekAudits()).toEqual([
      {
        action: 'close',
        before: { weekEndingDate: week, divisionIds: [division], closed: false },
        after: {
          weekEndingDate: week,
          divisionIds: [division],
          closed: true,
          divisions: [names.get(division)],
          unchanged: [`${names.get(otherDivision)}: 1 line(s) pending`],
        },
      },
    ]);

    // Once its last line is decided the other closes too; the first says it was closed already.
    await post(paths.decide, { lineIds: [blocking[1]?.id], decision: 'Reject', reason: 'Wrong job' });
    const second = await post<PayPeriodOutcome>(paths.close, { weekEndingDate: week });
    expect(second.body.data).toEqual({
      divisions: 1,
      results: byName([result(division, 'AlreadyClosed'), result(otherDivision, 'Closed')]),
    });
    await expectUnchanged(
      paths.close,
      { weekEndingDate: week },
      {
        divisions: 0,
        results: byName([result(division, 'AlreadyClosed'), result(otherDivision, 'AlreadyClosed')]),
      },
    );

    // Reopen the named one, then the week: each closed division reopens with the reason.
    const one = await post<PayPeriodOutcome>(paths.reopen, {
      weekEndingDate: week,
      divisionIds: [otherDivision],
      reason: 'Late card',
    });
    expect(one.body.data).toEqual({ divisions: 1, results: [result(otherDivision, 'Reopened')] });
    const reopened = await post<PayPeriodOutcome>(paths.reopen, {
      weekEndingDate: week,
      reason: 'Payroll fix',
    });
    expect(reopened.body).toMatchObject({
      data: {
        divisions: 1,
        results: byName([result(division, 'Reopened'), result(otherDivision, 'NotClosed')]),
      },
      message: ApprovalMessages.weekReopened(week, 1, 2),
    });
    expect((await periods(week)).map((p) => [p.divisionId, p.closed, p.reopenReason]).sort()).toEqual(
      [
        [division, false, 'Payroll fix'],
        [otherDivision, false, 'Late card'],
      ].sort(),
    );
    await expectUnchanged(
      paths.reopen,
      { weekEndingDate: week, reason: 'Again' },
      { divisions: 0, results: byName([result(division, 'NotClosed'), result(otherDivision, 'NotClosed')]) },
    );
    expect(
      (await weekAudits()).map((a) => [a.action, (a.after as { divisionIds: number[] }).divisionIds]),
    ).toEqual([
      ['close', [division]],
      ['close', [otherDivision]],
      ['reopen', [otherDivision]],
      ['reopen', [division]],
    ]);
  });

  it('closes and reopens only the caller’s divisions: another division is a 404, and a week without lines too', async () => {
    const week = weekEndingNo(21);
    await addLines(t, otherDivision, week, [{}]);
    const [mine] = await addLines(t, division, week, [{}]);
    // An Administrator who sees one division only.
    const userId = await createUser(t.db, {
      userName: 'period-admin@demo.local',
      password: 'Period#Admin-2026',
    });
    await t.db.insertInto('user_division').values({ user_id: userId, division_id: division }).execute();
    const token = await t.login('period-admin@demo.local', 'Period#Admin-2026');
    await expectRefusedWrite(
      t,
      { path: paths.close, body: { weekEndingDate: week, divisionIds: [division, otherDivision] }, token },
      { status: 404, message: ApprovalMessages.periodNotFound(week) },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.reopen,
        body: { weekEndingDate: week, divisionIds: [otherDivision], reason: 'Not mine' },
        token,
      },
      { status: 404, message: ApprovalMessages.periodNotFound(week) },
      counts,
    );
    await expectRefusedWrite(
      t,
      { path: paths.close, body: { weekEndingDate: weekEndingNo(99) }, token: tokens.admin },
      { status: 404, message: ApprovalMessages.periodNotFound(weekEndingNo(99)) },
      counts,
    );
    // Without divisionIds: every division of the caller's with lines that week, and no other.
    await t.call('POST', paths.decide, { body: { lineIds: [mine?.id], decision: 'Approve' }, token });
    const closed = await t.call<PayPeriodOutcome>('POST', paths.close, {
      body: { weekEndingDate: week },
      token,
    });
    expect(closed.body.data).toEqual({ divisions: 1, results: [result(division, 'Closed')] });
    expect((await periods(week)).map((p) => [p.divisionId, p.closed]).sort()).toEqual(
      [
        [division, true],
        [otherDivision, false],
      ].sort(),
    );
    const bad = await t.call('GET', `${paths.periods}?fromWeek=${week}&toWeek=${weekEndingNo(0)}`, {
      token: tokens.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ApprovalMessages.weekRange);
  });

  it('counts the Late list by walking the late lines alone, not every line of its range', async () => {
    // The WHERE the timecard list writes for its Late filter (range, divisions, late state), over
    // the year the Pay Periods screen may show: planned with its values, as each list call is.
    const { rows } = await sql<Record<string, string>>`explain select count(*) from timecard t
      where t.day between ${'2020-01-01'}::date and ${'2020-12-31'}::date and ${inScope('t.division_id', [division, otherDivision])}
        and t.late_state in (${'Held'})`.execute(t.db);
    expect(rows.map((row) => Object.values(row)[0]).join('\n')).toContain('timecard_late');
  });

  it('counts the Pending lines of a long range by walking the pending backlog alone', async () => {
    const week = weekEndingNo(30);
    await addLines(t, division, week, [{}, {}, {}]);
    // Decided lines, as a year of them would be, besides the few pending.
    const decided = await addLines(
      t,
      division,
      weekEndingNo(31),
      Array.from({ length: 200 }, () => ({})),
    );
    await post(paths.decide, { lineIds: decided.map((l) => l.id), decision: 'Approve' });
    await sql`analyze timecard`.execute(t.db);
    const { rows } = await sql<Record<string, string>>`explain select count(*) from timecard t
      where t.day between ${'2020-01-01'}::date and ${'2020-12-31'}::date and ${inScope('t.division_id', [division])}
        and t.approval_state in (${'Pending'})`.execute(t.db);
    expect(rows.map((row) => Object.values(row)[0]).join('\n')).toContain('timecard_pending');
  });
});
