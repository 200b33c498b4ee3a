import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiPaths } from '@tac/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrlOf, REPO_ROOT } from '../config.ts';
import { REPORT_RUN_QUEUE } from '../modules/reports/scheduler/jobs.ts';
import { POSTGRES_URL } from '../testing/databases.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const runFile = promisify(execFile);
const PREFIX = 'backup-during-writes-';
const WRITERS = 4;

/** `npm run backup` / `npm run restore` as an operator runs them, on the database `url` names. */
async function npmRun(script: 'backup' | 'restore', args: string[], url: string) {
  try {
    const { stdout } = await runFile('node', ['--import', 'tsx', `src/scripts/${script}.ts`, ...args], {
      cwd: path.join(REPO_ROOT, 'api'),
      env: { ...process.env, DATABASE_URL: url, INIT_CWD: REPO_ROOT },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

interface Write {
  text: string;
  sentAt: number;
  ackedAt?: number;
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Each test runs `npm run backup` or `restore` (a process through tsx each, beside writers): on a
 * 2-core machine busy with the rest of npm test that takes minutes, not the default minute.
 */
const PROCESS_TIMEOUT_MS = 180_000;

describe.skipIf(!POSTGRES_URL)('npm run backup / restore on PostgreSQL', () => {
  let t: TestApp;
  let root: string;
  let restoredUrl: string;
  const admin = new URL(POSTGRES_URL ?? 'postgres://x/y');

  beforeAll(async () => {
    t = await startTestApp({ database: 'postgres' });
    root = await mkdtemp(path.join(tmpdir(), 'tac-pg-backup-'));
    const url = new URL(postgresUrlOf(t.target) ?? '');
    url.pathname = `${url.pathname}_restored`;
    restoredUrl = url.toString();
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
    const name = new URL(restoredUrl).pathname.slice(1);
    await query(admin.toString(), `drop database if exists ${name} with (force)`);
  });

  it(
    'copies the database during writes: the restore holds every write acknowledged before it began, each whole, and the queued jobs',
    async () => {
      const url = postgresUrlOf(t.target) ?? '';
      // Queued report jobs in pg-boss's schema (no worker runs here to take them).
      const { boss } = await t.app.reportScheduler.jobs();
      for (let runId = 1; runId <= 5; runId++) await boss.send(REPORT_RUN_QUEUE, { runId });

      const token = await t.login('admin@demo.local');
      const writes: Write[] = [];
      let writing = true;
      const writer = async (w: number) => {
        for (let n = 0; writing; n++) {
          const write: Write = { text: `${PREFIX}${w}-${n}`, sentAt: Date.now() };
          writes.push(write);
          const answer = await t.call('POST', ApiPaths.materialList.save, {
            body: { DisplayText: write.text },
            token,
          });
          if (answer.status === 200) write.ackedAt = Date.now();
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await expect
        .poll(() => writes.filter((w) => w.ackedAt).length, { timeout: 20_000 })
        .toBeGreaterThan(40);
      const file = path.join(root, 'copy.dump');
      const backup = await npmRun('backup', [file], url);
      // Writes go on a little after the copy is done, and are not in it.
      const acknowledgedDuringBackup = writes.filter((w) => w.ackedAt).length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      writing = false;
      await Promise.all(writers);
      expect(backup.code, backup.output).toBe(0);
      const at = /as it was at (\S+) …/.exec(backup.output)?.[1] ?? '';
      const snapshotAt = Date.parse(at);
      expect(backup.output).toContain(`every write committed before ${at}`);
      expect(writes.filter((w) => w.ackedAt).length).toBeGreaterThan(acknowledgedDuringBackup);

      const restore = await npmRun('restore', [file], restoredUrl);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('restored:');

      const kept = (
        await query<{ display_text: string }>(
          restoredUrl,
          `select display_text from material where display_text like '${PREFIX}%'`,
        )
      ).map((r) => r.display_text);
      const acknowledgedBefore = writes
        .filter((w) => (w.ackedAt ?? Infinity) < snapshotAt)
        .map((w) => w.text);
      const sentBefore = writes.filter((w) => w.sentAt < snapshotAt).map((w) => w.text);
      // Every write acknowledged before the copy began is in it; none begun after it. Between the two,
      // the writes in flight at that instant (at most one a writer), each in or out whole.
      expect(acknowledgedBefore.length).toBeGreaterThan(30);
      expect(kept).toEqual(expect.arrayContaining(acknowledgedBefore));
      expect(sentBefore).toEqual(expect.arrayContaining(kept));
      expect(kept.length - acknowledgedBefore.length).toBeLessThanOrEqual(WRITERS);
      const halfWritten = await query(
        restoredUrl,
        `select m.id from material m
        where m.display_text like '${PREFIX}%'
          and not exists (select 1 from audit_log a where a.entity = 'material' and a.entity_id = m.id::text)
       union all
       select a.id from audit_log a
        where a.entity = 'material' and a.action = 'create'
          and not exists (select 1 from material m where m.id::text = a.entity_id)`,
      );
      expect(halfWritten).toEqual([]);
      const jobs = await query<{ queued: number }>(
        restoredUrl,
        `select count(*)::int as queued from pgboss.job where name = '${REPORT_RUN_QUEUE}'`,
      );
      expect(jobs).toEqual([{ queued: 5 }]);
      const [migrated] = await query<{ name: string }>(url, 'select max(name) as name from kysely_migration');
      expect(restore.output).toContain(`migrations up to ${migrated?.name}`);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'never restores over data: a database holding tables, or a file that is no copy, is refused',
    async () => {
      const file = path.join(root, 'copy.dump');
      const again = await npmRun('restore', [file], restoredUrl);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/already holds \d+ tables: restore into a new database/);
      const notACopy = path.join(root, 'not-a-copy.dump');
      await writeFile(notACopy, 'hello');
      const bad = await npmRun('restore', [notACopy], restoredUrl.replace(/_restored$/, '_never'));
      expect(bad.code).toBe(1);
      expect(bad.output).toContain('is not a copy npm run backup made on PostgreSQL');
      const created = await query(
        admin.toString(),
        `select 1 from pg_database where datname = '${new URL(restoredUrl).pathname.slice(1).replace(/_restored$/, '_never')}'`,
      );
      expect(created).toEqual([]);
    },
    PROCESS_TIMEOUT_MS,
  );
});
