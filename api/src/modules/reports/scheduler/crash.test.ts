import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from '../../../testing/api-process.ts';
import { POSTGRES_URL } from '../../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { runJobId } from './jobs.ts';
import {
  addSchedule,
  FAST,
  startReplica,
  startSilentSmtp,
  tempDataDir,
  userId,
  waitFor,
} from './test-fixtures.ts';

/**
 * A real crash: an API process (npm start's main.ts) takes a run and is killed (SIGKILL) while it
 * sends; the run's job stays active in pg-boss until it expires, then this process's scheduler
 * tries it again and it is sent, once. PostgreSQL only: PGlite is one process's (its stuck-worker
 * case is in scheduler.test.ts).
 */
describe.skipIf(!POSTGRES_URL)('report scheduler: a process killed mid-run [PostgreSQL]', () => {
  let t: TestApp;
  let dataDir: string;
  let child: ApiProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;

  beforeAll(async () => {
    smtp = await startSilentSmtp();
    dataDir = await tempDataDir();
    t = await startTestApp({
      database: 'postgres',
      config: { dataDir, timeZone: 'America/Chicago' },
      reportScheduler: { settings: { ...FAST, expireInSeconds: 4 } },
    });
  });
  afterAll(async () => {
    await child?.stop('SIGKILL');
    await t?.close();
    await smtp?.close();
  });

  it('retries the run after its worker process died and sends it once', async () => {
    child = await startReplica(t, smtp.url);
    // The child set up the run queue with the default expiry (10 minutes); this process's pg-boss,
    // started now, brings it to this test's settings (4 s) for the jobs queued from here on.
    await t.app.reportScheduler.jobs();
    const id = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: new Date(Date.now() - 1000),
      name: 'Crash',
    });
    await t.app.reportScheduler.tick();
    const run = await t.db
      .selectFrom('report_run')
      .select('id')
      .where('schedule_id', '=', id)
      .executeTakeFirstOrThrow();

    // The child's worker takes it, generates the report and hangs on the silent SMTP server.
    await waitFor(async () => smtp.connections() > 0, 20_000, 'the child to connect to SMTP');
    const taken = await t.db
      .selectFrom('report_run')
      .select(['outcome', 'attempts'])
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(taken).toEqual({ outcome: 'running', attempts: 1 });
    await child.stop('SIGKILL');
    child = undefined;

    // This process now works runs: once the job expires, pg-boss hands it out again.
    await t.app.reportScheduler.start();
    const done = await waitFor(
      async () => {
        const row = await t.db
          .selectFrom('report_run')
          .select(['outcome', 'attempts', 'error'])
          .where('id', '=', run.id)
          .executeTakeFirstOrThrow();
        return (row.outcome === 'sent' || row.outcome === 'empty') && row;
      },
      30_000,
      'the retried run',
    );
    expect(done).toMatchObject({ attempts: 2, error: null });
    const outbox = await readdir(path.join(dataDir, 'outbox'));
    expect(outbox.filter((name) => name.startsWith(`run-${run.id}-`))).toHaveLength(1);
    const job = await (await t.app.reportScheduler.jobs()).boss.getJobById('report-run', runJobId(run.id), {
      includeArchive: true,
    });
    expect(job?.state).toBe('completed');
    expect(job?.retryCount).toBe(1);
  });
});
