import { ApiPaths, type ReportScheduleRow } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/api-checks.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('demo report schedules', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ seed: 'demo' });
    tokens = await signIn(t, 'admin', 'contribute', 'pm', 'readonly');
  }, 120_000);
  afterAll(() => t?.close());

  const names = async (user: string) =>
    (
      await t.call<ReportScheduleRow[]>('POST', ApiPaths.reports.list, {
        token: tokens[user],
        body: { Skip: 0, Take: 100, SearchText: [] },
      })
    ).body.data.map((r) => r.scheduleName);

  it('fills the list, each user seeing theirs, none due at the start', async () => {
    expect(await names('admin')).toEqual([
      "Attested 'No' - all projects",
      'Daily job report by foreman',
      'Daily job report to GC',
      'Field roster by division',
      'Monthly T&M roll-up',
      'Weekly field roster',
    ]);
    expect(await names('pm')).toEqual(['Monthly T&M roll-up', 'Weekly field roster']);
    expect(await names('contribute')).toEqual([
      'Daily job report by foreman',
      'Daily job report to GC',
      'Field roster by division',
    ]);
    expect(await names('readonly')).toEqual([]);
    const due = await t.db.selectFrom('report_schedule').select('next_due_at').execute();
    // Due after the seeding, which may be minutes before this test (the run's demo template): a
    // schedule due at the hour the run crossed is still one a demo start would not send at once.
    const seeded = t.seededAt.getTime();
    expect(due.filter((r) => !r.next_due_at || r.next_due_at.getTime() <= seeded)).toEqual([]);
  });
});
