import { ApiPaths, type PayPeriodOutcome } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAY_PERIOD_RECOUNT } from '../../../db/migrations/0064-pay-period-figures.ts';
import { signIn } from '../../../testing/api-checks.ts';
import { pmAndOtherDivision } from '../../../testing/divisions.ts';
import { describeBothDatabases } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { enrolDevice, ONE_HOUR, timecardItem } from '../../field/test-fixtures.ts';
import { addLines, weekEndingNo, weekFilter } from '../test-fixtures.ts';

const paths = ApiPaths.approval;

/**
 * Approve, correct, close and late arrivals sent at once (on PostgreSQL truly in parallel, on
 * PGlite one after another in arrival order): never an approved line corrected, never a closed
 * period with a pending line, never a 5xx (shared/docs/approval.md "Races").
 */
describeBothDatabases('Approval races', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let division: number;
  const post = (path: string, body: unknown) => t.call('POST', path, { body, token: tokens.admin as string });

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    tokens = await signIn(t, 'admin');
    const row = await t.db
      .selectFrom('employee')
      .select('division_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    division = row.division_id;
  });
  afterAll(() => t?.close());

  /** No approved line carries a correction, and no closed period a pending line not held late. */
  async function invariants() {
    const { rows } = await sql<{ corrected: number; pendingClosed: number; approvedOpen: number }>`select
      (select count(*)::int from timecard where approval_state = 'Approved' and original is not null) as corrected,
      (select count(*)::int from timecard t join pay_period p
        on p.division_id = t.division_id and p.week_ending_date = t.week_ending_date
        where p.closed and t.approval_state = 'Pending' and t.late_state = '') as "pendingClosed",
      (select count(*)::int from timecard where approval_state = 'Approved'
        and exception_kinds <> '' and exception_resolution = '') as "approvedOpen"`.execute(t.db);
    expect(rows[0]).toEqual({ corrected: 0, pendingClosed: 0, approvedOpen: 0 });
    await figuresMatchRecount();
  }

  /** The pay periods' maintained figures are what counting every line again gives. */
  async function figuresMatchRecount() {
    const kept = await sql`select * from pay_period_figures
      where lines + pending + approved + rejected + open_exceptions + late_held > 0
      order by division_id, week_ending_date`.execute(t.db);
    const counted = await sql`select * from (${sql.raw(PAY_PERIOD_RECOUNT)}) c
      where lines + pending + approved + rejected + open_exceptions + late_held > 0
      order by division_id, week_ending_date`.execute(t.db);
    expect(kept.rows.length).toBeGreaterThan(0);
    expect(kept.rows).toEqual(counted.rows);
  }

  it('approve one line and correct it at once, 24 lines: one wins, never both', async () => {
    const lines = await addLines(
      t,
      division,
      weekEndingNo(40),
      Array.from({ length: 24 }, () => ({})),
    );
    const answers = await Promise.all(
      lines.flatMap(({ id }) => [
        post(paths.decide, { lineIds: [id], decision: 'Approve' }),
        post(paths.correct, { lineId: id, reason: 'Short lunch', lunchEndTime: '11:10' }),
      ]),
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    for (let i = 0; i < lines.length; i++) {
      const [approve, correct] = [answers[2 * i], answers[2 * i + 1]];
      expect([approve?.status, correct?.status].filter((s) => s === 200)).toHaveLength(1);
    }
    await invariants();
  });

  it('approve every line of a filter while correcting some of them: no approved line corrected or open', async () => {
    const week = weekEndingNo(41);
    const lines = await addLines(
      t,
      division,
      week,
      Array.from({ length: 60 }, () => ({})),
    );
    const answers = await Promise.all([
      post(paths.decide, { filter: weekFilter(week), decision: 'Approve' }),
      ...lines
        .filter((_, i) => i % 6 === 0)
        .map(({ id }) =>
          post(paths.correct, { lineId: id, reason: 'No lunch', lunchStartTime: '', lunchEndTime: '' }),
        ),
    ]);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    await invariants();
  });

  it('decisions over overlapping lines at once take turns: no deadlock, each line decided once', async () => {
    const week = weekEndingNo(48);
    const lines = await addLines(
      t,
      division,
      week,
      Array.from({ length: 80 }, () => ({})),
    );
    const ids = lines.map((l) => l.id);
    const answers = await Promise.all([
      post(paths.decide, { filter: weekFilter(week), decision: 'Approve' }),
      post(paths.decide, { filter: weekFilter(week), decision: 'Reject', reason: 'Wrong crew' }),
      post(paths.decide, { lineIds: [...ids].reverse(), decision: 'Approve' }),
      post(paths.decide, { lineIds: ids.slice(20, 60), decision: 'Reject', reason: 'Wrong day' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const changed = answers.reduce((sum, a) => sum + (a.body.data as { changed: number }).changed, 0);
    expect(changed).toBe(ids.length);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where entity = 'timecard' and action in ('approve', 'reject')
        and entity_id = any(${sql.val(ids.map(String))}::text[])`.execute(t.db);
    expect(rows[0]?.n).toBe(ids.length);
    await invariants();
  });

  it('close a week while its rejected lines are corrected back to pending and late lines arrive', async () => {
    const weeks = [42, 43, 44, 45, 46, 47].map(weekEndingNo);
    const setups = await Promise.all(
      weeks.map(async (week) => {
        const [approved, rejected] = await addLines(t, division, week, [{}, {}]);
        await post(paths.decide, { lineIds: [approved?.id], decision: 'Approve' });
        await post(paths.decide, { lineIds: [rejected?.id], decision: 'Reject', reason: 'Wrong task' });
        return { week, rejected: rejected?.id as number };
      }),
    );
    const answers = await Promise.all(
      setups.flatMap(({ week, rejected }) => [
        post(paths.close, { weekEndingDate: week, divisionIds: [division] }),
        post(paths.correct, { lineId: rejected, reason: 'Fixed', hours: 7 }),
        addLines(t, division, week, [{}]).then(() => ({ status: 200, body: null })),
      ]),
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    await invariants();
    // A late arrival into a period that closed first is held; one that came first blocked the close.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from timecard t join pay_period p
      on p.division_id = t.division_id and p.week_ending_date = t.week_ending_date
      where p.closed and t.approval_state = 'Pending' and t.late_state <> 'Held'`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('closes of a week for every division at once, while its last pending line is approved: each division closes once', async () => {
    const { pmDivision, otherDivision } = await pmAndOtherDivision(t);
    const setups = await Promise.all(
      [53, 54, 55, 56].map(weekEndingNo).map(async (week) => {
        const [decided] = await addLines(t, pmDivision, week, [{}]);
        const [pending] = await addLines(t, otherDivision, week, [{}]);
        await post(paths.decide, { lineIds: [decided?.id], decision: 'Approve' });
        return { week, pending: pending?.id as number };
      }),
    );
    const answers = await Promise.all(
      setups.flatMap(({ week, pending }) => [
        post(paths.close, { weekEndingDate: week }),
        post(paths.close, { weekEndingDate: week, divisionIds: [otherDivision, pmDivision] }),
        post(paths.decide, { lineIds: [pending], decision: 'Approve' }),
      ]),
    );
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    for (const [i, { week }] of setups.entries()) {
      const closes = answers.slice(3 * i, 3 * i + 2);
      expect(closes.map((a) => a.status)).toEqual([200, 200]);
      const closedBy = (division: number) =>
        closes.filter((a) =>
          (a.body.data as PayPeriodOutcome).results.some(
            (r) => r.divisionId === division && r.result === 'Closed',
          ),
        ).length;
      // The locks make the second close see the first: the division it closed reads AlreadyClosed.
      expect(closedBy(pmDivision)).toBe(1);
      expect(closedBy(otherDivision)).toBeLessThanOrEqual(1);
      const { rows } = await sql<{ ids: number[] }>`select (after->'divisionIds') as ids from audit_log
        where entity = 'pay-period' and entity_id = ${week} and action = 'close'`.execute(t.db);
      const audited = rows.flatMap((r) => r.ids).sort();
      expect(audited).toEqual([pmDivision, ...(closedBy(otherDivision) ? [otherDivision] : [])].sort());
    }
    await invariants();
  });

  it("keeps each pay period's figures exact under approve, reject, correct, push, late accept and export at once", async () => {
    const [week, lateWeek, exportWeek] = [50, 51, 52].map(weekEndingNo) as [string, string, string];
    const lines = await addLines(
      t,
      division,
      week,
      Array.from({ length: 40 }, () => ({})),
    );
    // A week closed with lines held late, then reopened for them to be accepted.
    const [done] = await addLines(t, division, lateWeek, [{}]);
    await post(paths.decide, { lineIds: [done?.id], decision: 'Approve' });
    expect((await post(paths.close, { weekEndingDate: lateWeek, divisionIds: [division] })).status).toBe(200);
    const held = await addLines(
      t,
      division,
      lateWeek,
      Array.from({ length: 10 }, () => ({})),
    );
    expect(held.every((l) => l.late)).toBe(true);
    const reopen = { weekEndingDate: lateWeek, divisionIds: [division], reason: 'Late lines' };
    expect((await post(paths.reopen, reopen)).status).toBe(200);
    // A week approved for payroll, with lines of the other weeks' division-weeks.
    const exported = await addLines(
      t,
      division,
      exportWeek,
      Array.from({ length: 20 }, () => ({})),
    );
    await post(paths.decide, { lineIds: exported.map((l) => l.id), decision: 'Approve' });
    // A device of the division, enrolled, pushing lines into the same weeks.
    const { rows: assigned } = await sql<{ device_id: number; employee_id: number; project_id: number }>`
      select de.device_id, de.employee_id, dp.project_id from device_employee de
      join device d on d.id = de.device_id and d.division_id = ${division}
      join device_project dp on dp.device_id = de.device_id
      order by de.device_id, de.employee_id, dp.project_id limit 1`.execute(t.db);
    const pick = assigned[0];
    if (!pick) throw new Error('no device of the division with an employee and a project');
    const device = await enrolDevice(t, tokens.admin as string, pick.device_id);
    const push = (day: string, n: number) =>
      t.call('POST', ApiPaths.field.push, {
        token: device,
        body: {
          items: Array.from({ length: n }, (_, i) =>
            timecardItem(
              { employeeId: pick.employee_id, projectId: pick.project_id, day },
              {
                timeRecordId: 70_000 + i,
                ...ONE_HOUR,
                attestation: { status: 'Approved', language: 'en', reasons: [] },
              },
            ),
          ),
        },
      });
    const ids = lines.map((l) => l.id);
    const answers = await Promise.all([
      post(paths.decide, { lineIds: ids.slice(0, 15), decision: 'Approve' }),
      post(paths.decide, { lineIds: ids.slice(10, 22), decision: 'Reject', reason: 'Wrong crew' }),
      ...ids
        .slice(25, 35)
        .map((id) => post(paths.correct, { lineId: id, reason: 'Short lunch', lunchEndTime: '11:10' })),
      post(paths.decide, { filter: weekFilter(week), decision: 'Approve' }),
      push(addDays(week, -2), 5),
      push(addDays(lateWeek, -3), 3),
      push(addDays(exportWeek, -1), 4),
      post(paths.reviewLate, { lineIds: held.slice(0, 6).map((l) => l.id), decision: 'Accept' }),
      post(paths.reviewLate, {
        lineIds: held.slice(6).map((l) => l.id),
        decision: 'Reject',
        reason: 'Duplicate',
      }),
      post(ApiPaths.payroll.create, { weekEndingDates: [exportWeek, week], divisionIds: [division] }),
      ...exported.slice(0, 5).map((l) => post(paths.correct, { lineId: l.id, reason: 'Fixed', hours: 7 })),
      addLines(
        t,
        division,
        week,
        Array.from({ length: 5 }, () => ({})),
      ).then(() => ({ status: 200, body: null })),
    ]);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([]);
    // Every writer wrote: the pushed lines, the batch, the late lines reviewed.
    const { rows: wrote } = await sql<{ pushed: number; exported: number; late: number }>`select
      (select count(*)::int from timecard where device_id = ${pick.device_id} and time_record_id between 70000 and 70099
        and week_ending_date = any(${sql.val([week, lateWeek, exportWeek])}::date[])) as pushed,
      (select count(*)::int from timecard where division_id = ${division} and int_status = 'Exported'
        and week_ending_date = ${exportWeek}::date) as exported,
      (select count(*)::int from timecard where id = any(${sql.val(held.map((l) => l.id))}::int[])
        and late_state <> 'Held') as late`.execute(t.db);
    expect(wrote[0]?.pushed).toBe(12);
    expect(wrote[0]?.exported).toBeGreaterThan(0);
    expect(wrote[0]?.late).toBe(10);
    await figuresMatchRecount();
  });
});
