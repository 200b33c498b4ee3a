import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../../testing/api-checks.ts';
import { describeBothDatabases } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
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
});
