import { createHash } from 'node:crypto';
import { systemTimeZone, todayIn, weekEndOf } from '@tac/contracts/calendar';
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
  const rowsOf = async <R>(query: ReturnType<typeof sql<R>>) => (await query.execute(t.db)).rows;

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

  it('has no Exported or Processed line that a batch (not cancelled) did not send, and none not approved', async () => {
    // Each Exported or Processed line is in the batch its payroll_batch_id names, in that state.
    const unsent = await rowsOf(sql<{ id: number }>`select t.id from timecard t
      where t.int_status in ('Exported', 'Processed') and not exists (
        select 1 from payroll_batch_line l join payroll_batch b on b.id = l.batch_id
        where l.timecard_id = t.id and b.id = t.payroll_batch_id and b.state = t.int_status)`);
    expect(unsent).toEqual([]);
    const undecided = await rowsOf(sql<{ id: number; state: string }>`select id, approval_state as state
      from timecard where approval_state <> 'Approved' and int_status in ('Exported', 'Processed', 'Error')`);
    expect(undecided).toEqual([]);
    // Each line a batch holds was approved in a closed week.
    const open = await rowsOf(sql<{ batch: number }>`select distinct l.batch_id as batch
      from payroll_batch_line l join pay_period p using (division_id, week_ending_date) where not p.closed`);
    expect(open).toEqual([]);
  });

  it('gives every Error line the result file line that rejected it, with its reason', async () => {
    const errors = await rowsOf(sql<{ id: number; reason: string | null }>`select t.id,
        (select l.rejected_reason from payroll_batch_line l join payroll_batch b on b.id = l.batch_id
          where l.timecard_id = t.id and l.batch_id = t.payroll_batch_id and b.state = 'Processed') as reason
      from timecard t where t.int_status = 'Error' order by t.id`);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.reason)).toEqual([]);
    // The rejecting batch keeps the result file that said so: its Seq and Reason for each such line.
    const batches = await rowsOf(sql<{ id: number; file: Uint8Array; rejected: number }>`select b.id,
        b.result_file as file, b.rejected_count as rejected from payroll_batch b
      where exists (select 1 from timecard t where t.int_status = 'Error' and t.payroll_batch_id = b.id)`);
    for (const batch of batches) {
      const text = Buffer.from(batch.file).toString('utf8');
      const rejected = await rowsOf(sql<{ seq: number; reason: string }>`select seq, rejected_reason as reason
        from payroll_batch_line where batch_id = ${batch.id} and rejected_reason is not null order by seq`);
      expect(rejected.length).toBe(batch.rejected);
      for (const line of rejected) expect(text).toContain(`,${line.seq},`);
      for (const line of rejected) expect(text).toContain(line.reason);
    }
  });

  it('made its batches as the payroll module does: files with their hashes, audit rows, past closed weeks only', async () => {
    const batches = await rowsOf(sql<{
      id: number;
      state: string;
      lines: number;
      held: number;
      audits: string;
      weeks: number;
    }>`select b.id, b.state, b.line_count as lines, cardinality(b.week_ending_dates) as weeks,
        (select count(*)::int from payroll_batch_line l where l.batch_id = b.id) as held,
        (select string_agg(a.action, ',' order by a.id) from audit_log a
          where a.entity = 'payroll_batch' and a.entity_id = b.id::text) as audits
      from payroll_batch b order by b.id`);
    expect(batches.map((b) => b.state)).toContain('Processed');
    expect(batches.map((b) => b.state)).toContain('Exported');
    for (const batch of batches) {
      expect(batch.held).toBe(batch.lines);
      expect(batch.lines).toBeGreaterThan(0);
      expect(batch.audits).toBe(batch.state === 'Processed' ? 'export,process' : 'export');
    }
    const files = await rowsOf(sql<{ content: Uint8Array; sha256: string }>`select content, sha256
      from payroll_batch_file`);
    // Every layout's file, but Vista's of a batch of several weeks (one pay period a Vista batch).
    expect(files).toHaveLength(batches.reduce((n, b) => n + (b.weeks === 1 ? 3 : 2), 0));
    for (const f of files) expect(createHash('sha256').update(f.content).digest('hex')).toBe(f.sha256);
  });

  it('leaves the recent weeks work to do: last week partly approved, none of it exported, each approved line exportable', async () => {
    const thisWeek = weekEndOf(todayIn(systemTimeZone()));
    const { rows } = await sql<Record<string, number>>`select
        (count(*) filter (where approval_state = 'Pending'))::int as pending,
        (count(*) filter (where approval_state = 'Approved'))::int as approved,
        (count(*) filter (where approval_state = 'Approved' and int_status = 'New'))::int as exportable,
        (count(*) filter (where int_status not in ('New')))::int as "notNew"
      from timecard where week_ending_date = ${thisWeek}::date - 7`.execute(t.db);
    const lastWeek = rows[0] as Record<string, number>;
    expect(lastWeek.pending).toBeGreaterThan(0);
    expect(lastWeek.approved).toBeGreaterThan(lastWeek.pending as number);
    expect(lastWeek.exportable).toBe(lastWeek.approved);
    expect(lastWeek.notNew).toBe(0);
    const thisWeeks = await rowsOf(sql<{ state: string }>`select distinct approval_state as state, int_status
      from timecard where week_ending_date >= ${thisWeek}::date`);
    expect(thisWeeks).toEqual([{ state: 'Pending', int_status: 'New' }]);
  });
});
