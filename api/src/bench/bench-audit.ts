/**
 * Audit Log benchmark on PostgreSQL: the SystemAdmin's Audit Log over 5,000,000 audit rows (a few
 * years of approvals), page 1 and page 50 unfiltered and with each one filter (a busy and a rare
 * user, record kind, action; a week of time), page 50 both jumped to (by its place) and walked to
 * (anchored on page 49's last row), and one record's History; p95 over HTTP against the target
 * (≤ 20 ms). It first tops the log up to 5,000,000 rows if it holds fewer (spread over the past
 * years, as approvals write them: most by a few users on timecards, one user and one kind and
 * action rare), so it needs only a migrated
 * database (`npm run seed:large` makes one). Prints figures beside their targets; not a timed test.
 *
 *   DATABASE_URL=postgres://… npm run bench:audit
 *   BENCH_AUDIT_ROWS=…  BENCH_RUNS=…                 the log's size (5,000,000) and calls a case (200)
 */
import http from 'node:http';
import { ApiPaths, type AuditEntry, type Envelope, type LoginResult, SecurityGroupId } from '@tac/contracts';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password.ts';
import type { DatabaseTarget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { benchClient, listenLocally, onLargeTargets, withLargeApp } from './bench-client.ts';
import { measure, type Timing } from './measure.ts';
import { BENCH_PASSWORD } from './seed-large.ts';

const TARGET_P95_MS = 20;
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SYSTEM_ADMIN = 'bench-sysadmin@demo.local';
/** Rows written a statement while topping the log up. */
const SEED_BATCH = 500_000;

/** The user the benchmark signs in as, and one who wrote few rows (the rare user filter). */
const RARE_USER = 'bench-audit-rare@demo.local';

async function ensureUser(db: Db, userName: string, roleId: number): Promise<number> {
  const there = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirst();
  if (there) return there.id;
  const added = await db
    .insertInto('app_user')
    .values({
      user_name: userName,
      first_name: 'Bench',
      last_name: 'Audit',
      email: userName,
      phone: '',
      role_id: roleId,
      password_hash: await hashPassword(BENCH_PASSWORD),
      all_divisions: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return added.id;
}

/**
 * Tops audit_log up to ROWS: rows a second or so apart over the past, older than any there; most by
 * the first few users on timecards (approve, update, correct), some on other kinds, a rare action.
 */
async function seedAuditRows(db: Db, rareUser: number): Promise<void> {
  const { rows } = await sql<{ n: number; oldest: string | null }>`
    select count(*)::int as n, min(at)::text as oldest from audit_log`.execute(db);
  const missing = ROWS - (rows[0]?.n ?? 0);
  if (missing <= 0) return;
  const users = (
    await db.selectFrom('app_user').select('id').where('id', '<>', rareUser).orderBy('id').execute()
  )
    .map((u) => u.id)
    .slice(0, 3);
  console.log(`    writing ${missing.toLocaleString('en-US')} audit rows (once) …`);
  const started = Date.now();
  for (let done = 0; done < missing; done += SEED_BATCH) {
    const n = Math.min(SEED_BATCH, missing - done);
    // Generated oldest first below what is there, so ids and instants rise together as writes do.
    await sql`
      insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select coalesce(${rows[0]?.oldest ?? null}::timestamptz, now())
          - make_interval(secs => (${missing - done} - g) * 6.3),
        case when g % 10000 = 3 then ${rareUser} else (${sql.val(users)}::integer[])[1 + g % ${users.length}] end,
        case when g % 1000 = 7 then 'purge' when g % 10 < 6 then 'approve' when g % 10 < 8 then 'update'
          when g % 10 = 8 then 'correct' else 'create' end,
        case when g % 5000 = 1 then 'pay_code' when g % 100 < 85 then 'timecard' when g % 100 < 90 then 'voucher'
          when g % 100 < 94 then 'device' when g % 100 < 97 then 'employee' when g % 100 < 99 then 'project'
          else 'payroll_batch' end,
        (g % 1000000)::text,
        '{"approvalState": "Pending", "approvalReason": ""}'::jsonb,
        '{"approvalState": "Approved", "approvalReason": ""}'::jsonb
      from generate_series(0, ${n - 1}) g`.execute(db);
  }
  await sql`vacuum analyze audit_log`.execute(db);
  console.log(`    written and vacuumed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: SYSTEM_ADMIN, Password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!res.ok) throw new Error(`Sign-in of ${SYSTEM_ADMIN} failed (${res.status} ${body.message})`);
  return body.data.token;
}

type Filter = Record<string, unknown>;

async function benchTarget(target: DatabaseTarget): Promise<string | undefined> {
  if (target.kind !== 'postgres') return 'the target is PostgreSQL’s (DATABASE_URL)';
  return withLargeApp(target, 0, async (app) => {
    const { db } = app.database;
    await ensureUser(db, SYSTEM_ADMIN, SecurityGroupId.SystemAdmin);
    await seedAuditRows(db, await ensureUser(db, RARE_USER, SecurityGroupId.Administrator));
    const baseUrl = await listenLocally(app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const client = benchClient(baseUrl, await signIn(baseUrl), agent);
    const log = async (body: Filter & { Skip: number; Take: number; anchor?: { id: number; row: number } }) =>
      JSON.parse(await client.post(ApiPaths.audit.log, body)) as Envelope<AuditEntry[]> & {
        moreThanTotalCount?: boolean;
      };

    const users = await sql<{ user_id: number; n: number }>`
      select user_id, count(*)::int as n from audit_log where user_id is not null
      group by user_id order by n desc`.execute(db);
    const busy = users.rows[0];
    const rare = users.rows.at(-1);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const weekBefore = new Date(monthAgo.getTime() - 7 * 86_400_000);
    const record = await sql<{ entity_id: string }>`
      select entity_id from audit_log where entity = 'timecard' order by id desc limit 1`.execute(db);
    const { rows: total } = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db);
    console.log(
      `    audit_log: ${(total[0]?.n ?? 0).toLocaleString('en-US')} rows; ${RUNS} calls a case, p95`,
    );

    const cases: [string, Filter][] = [
      ['no filter', {}],
      [`user, the busiest (${busy?.n.toLocaleString('en-US')} rows)`, { userId: busy?.user_id ?? 0 }],
      [`user, the rarest (${rare?.n.toLocaleString('en-US')} rows)`, { userId: rare?.user_id ?? 0 }],
      ['record kind timecard', { recordKind: 'timecard' }],
      ['record kind pay code (rare)', { recordKind: 'payCode' }],
      ['action approve', { action: 'approve' }],
      ['action purge (rare)', { action: 'purge' }],
      ['a week, a month ago', { from: weekBefore.toISOString(), to: monthAgo.toISOString() }],
    ];
    let missed = 0;
    const line = (label: string, timing: Timing, extra = '') => {
      const ok = timing.p95 <= TARGET_P95_MS;
      if (!ok) missed++;
      console.log(
        `    ${label.padEnd(58)} p50 ${timing.p50.toFixed(1).padStart(5)} ms, p95 ${timing.p95.toFixed(1).padStart(6)} ms   target ≤ ${TARGET_P95_MS} ms  ${ok ? 'ok' : 'MISSED'}${extra}`,
      );
    };
    for (const [label, filter] of cases) {
      const first = await log({ ...filter, Skip: 0, Take: 100 });
      const total = `${first.moreThanTotalCount ? 'more than ' : ''}${first.totalCount.toLocaleString('en-US')}`;
      line(
        `${label}: page 1`,
        await measure(RUNS, () => log({ ...filter, Skip: 0, Take: 100 })),
        `  (total: ${total})`,
      );
      line(
        `${label}: page 50, jumped to`,
        await measure(RUNS, () => log({ ...filter, Skip: 4901, Take: 5000 })),
      );
      const before = await log({ ...filter, Skip: 4801, Take: 4900 });
      const last = before.data.at(-1);
      if (last) {
        const anchor = { id: last.id, row: 4900 };
        line(
          `${label}: page 50, walked to (anchored)`,
          await measure(RUNS, () => log({ ...filter, Skip: 4901, Take: 5000, anchor })),
        );
      }
    }
    const history = `${ApiPaths.audit.history.timecard}?id=${record.rows[0]?.entity_id ?? 1}&Skip=0&Take=100`;
    try {
      line("a record's History (timecard)", await measure(RUNS, () => client.get(history)));
    } catch (error) {
      console.log(`    a record's History: ${(error as Error).message.slice(0, 120)}`);
    }
    agent.destroy();
    console.log(`    ${missed === 0 ? 'every case met' : `${missed} case(s) MISSED`}`);
    return undefined;
  });
}

onLargeTargets('Audit Log benchmark: pages, filters and a History over millions of rows', benchTarget).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
