import { ApiPaths, ReportMessages, type ReportRun } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../../../testing/api-process.ts';
import { POSTGRES_URL } from '../../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { DEFAULT_JOB_SETTINGS } from './jobs.ts';
import { addSchedule, startReplica, startSilentSmtp, tempDataDir, userId, waitFor } from './test-fixtures.ts';

/**
 * How soon a run whose replica died is tried again, with the scheduler's own settings (not the
 * tests' short ones): within about two minutes, and the run log says meanwhile that the run lost
 * its worker and waits to be tried again, rather than "running" for good. PostgreSQL only: a
 * replica is another process on the same database.
 */
describe.skipIf(!POSTGRES_URL)('report scheduler: retry time after a replica dies [PostgreSQL]', () => {
  let t: TestApp;
  let child: ApiProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;

  beforeAll(async () => {
    smtp = await startSilentSmtp();
    t = await startTestApp({
      database: 'postgres',
      config: { dataDir: await tempDataDir(), timeZone: 'America/Chicago' },
      reportScheduler: { settings: { tickSeconds: 1 } },
    });
  });
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
    await smtp?.close();
  });

  it('retries the run of a killed replica within about two minutes, the log saying it waits meanwhile', async () => {
    child = await startReplica(t, smtp.url);
    const id = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: new Date(Date.now() - 1000),
      name: 'Replica died',
    });
    await waitFor(
      async () => smtp.connections() > 0,
      60_000,
      'the child to take the run and connect to SMTP',
    );
    await child.stop('SIGKILL');
    child = undefined;
    const killedAt = Date.now();
    await t.app.reportScheduler.start();

    const token = await t.login('admin@demo.local');
    const seen: { at: number; attempts: number; outcome: string; error: string | null }[] = [];
    const sent = await waitFor(
      async () => {
        const res = await t.call<ReportRun[]>(
          'GET',
          `${ApiPaths.reports.runs}?scheduleId=${id}&Skip=0&Take=10`,
          {
            token,
          },
        );
        const run = res.body.data[0];
        if (run)
          seen.push({
            at: Date.now() - killedAt,
            attempts: run.attempts,
            outcome: run.outcome,
            error: run.error,
          });
        return (run?.outcome === 'sent' || run?.outcome === 'empty') && run;
      },
      240_000,
      'the retried run',
    );
    const retriedAfter = (Date.now() - killedAt) / 1000;
    console.info(`retried and sent ${retriedAfter.toFixed(0)} s after the replica was killed`);
    expect(sent.attempts).toBe(2);
    expect(retriedAfter).toBeLessThan(150);
    // Once the dead attempt outlived its limit, and until the retry took the run, the log says
    // it waits to be tried again, not that it is running.
    const waiting = seen.filter(
      (s) => s.attempts === 1 && s.at > DEFAULT_JOB_SETTINGS.expireInSeconds * 1000,
    );
    expect(waiting.length).toBeGreaterThan(0);
    for (const s of waiting) expect(s).toMatchObject({ outcome: 'queued', error: ReportMessages.runStalled });
  }, 300_000);
});
