import { ApiPaths, type AuditEntry, type AuditLogQuery, PAGE_SIZE, pageToSkipTake } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, userIdOf } from '../../testing/api-checks.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { AUDIT_LOG_COUNT_AHEAD } from './queries.ts';

describeEachDatabase('Audit Log: newest first by an index walk, keyset pages, a bounded total', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'users' });
    token = (await signIn(t, 'sysadmin')).sysadmin as string;
  });
  afterAll(() => t?.close());

  /** `n` rows of `userId`, one a second back from now, newest first by id too. */
  const writeRows = (userId: number, n: number, action = 'approve') =>
    sql`insert into audit_log (user_id, action, entity, entity_id, at)
      select ${userId}, ${action}, 'timecard', g::text, now() - make_interval(secs => g)
      from generate_series(${n}, 1, -1) g`.execute(t.db);
  const page = (body: Omit<AuditLogQuery, 'Skip' | 'Take'>, n: number, anchor?: AuditLogQuery['anchor']) =>
    t.call<AuditEntry[]>('POST', ApiPaths.audit.log, {
      body: { ...body, ...pageToSkipTake(n), ...(anchor && { anchor }) },
      token,
    });

  it('walks every row once, newest first, while rows are written above the pages', async () => {
    const userId = await userIdOf(t, 'contribute');
    await writeRows(userId, 450);
    const filter = { userId };
    const before = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const seen: number[] = [];
    let anchor: AuditLogQuery['anchor'];
    for (let n = 1; n <= 5; n++) {
      // Each page is asked for while newer rows of the same user are written.
      const [res] = await Promise.all([page(filter, n, anchor), writeRows(userId, 30, 'update')]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.data;
      if (n === 1) expect(rows.every((r) => r.action === 'approve' || r.action === 'update')).toBe(true);
      seen.push(...rows.map((r) => r.id));
      const last = rows.at(-1);
      if (last) anchor = { id: last.id, row: n * PAGE_SIZE };
    }
    // Each row once; every row there at the start, in its order (page 1 may also hold rows written
    // at its moment; each later page reads on from the row above it, whatever was written since).
    expect(new Set(seen).size).toBe(seen.length);
    const old = new Set(before.map((r) => r.id));
    expect(seen.filter((id) => old.has(id))).toEqual(before.map((r) => r.id));

    // A page asked for by its place alone (a jump) reads from the newest; an anchor that is gone too.
    const jump = await page(filter, 2);
    const gone = await page(filter, 2, { id: 2_000_000_000, row: 100 });
    expect(gone.body.data.map((r) => r.id)).toEqual(jump.body.data.map((r) => r.id));
  });

  it('counts exactly up to a bound past the page and answers "more than" beyond it', async () => {
    const many = await userIdOf(t, 'readonly');
    await writeRows(many, AUDIT_LOG_COUNT_AHEAD + 150);
    const first = await page({ userId: many }, 1);
    expect(first.body).toMatchObject({
      totalCount: AUDIT_LOG_COUNT_AHEAD + PAGE_SIZE,
      moreThanTotalCount: true,
    });
    expect(first.body.data).toHaveLength(PAGE_SIZE);
    // Two pages on, the bound is past the last row: exact.
    const third = await page({ userId: many }, 3);
    expect(third.body.totalCount).toBe(AUDIT_LOG_COUNT_AHEAD + 150);
    expect(third.body).not.toHaveProperty('moreThanTotalCount');
    const few = await page({ userId: many, action: 'nothing-like-it' }, 1);
    expect(few.body).toEqual({ success: true, message: '', data: [], totalCount: 0 });
  });
});
