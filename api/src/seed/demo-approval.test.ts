import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBothDatabases } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describeBothDatabases('demo approval history', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
  });
  afterAll(() => t?.close());

  it('gives the screens a mix: pending and approved lines, rejected ones, open and resolved exceptions, a closed week with a late line', async () => {
    const { rows } = await sql<Record<string, number>>`select
      (count(*) filter (where approval_state = 'Pending'))::int as pending,
      (count(*) filter (where approval_state = 'Approved'))::int as approved,
      (count(*) filter (where approval_state = 'Rejected'))::int as rejected,
      (count(*) filter (where exception_kinds <> '' and exception_resolution = ''))::int as open,
      (count(*) filter (where exception_kinds <> '' and exception_resolution <> ''))::int as resolved,
      (count(*) filter (where late_state = 'Held'))::int as late,
      (select count(*)::int from pay_period where closed) as closed,
      (select count(*)::int from timecard t join pay_period p using (division_id, week_ending_date)
        where p.closed and t.approval_state = 'Pending' and t.late_state = '') as "pendingInClosed"
      from timecard`.execute(t.db);
    const mix = rows[0] as Record<string, number>;
    for (const key of ['pending', 'approved', 'rejected', 'open', 'resolved', 'closed']) {
      expect(mix[key], key).toBeGreaterThan(0);
    }
    expect(mix.late).toBe(1);
    expect(mix.pendingInClosed).toBe(0);
    expect(mix.approved).toBeGreaterThan(mix.rejected as number);
  });
});
