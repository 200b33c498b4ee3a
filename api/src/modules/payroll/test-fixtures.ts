import { createHash } from 'node:crypto';
import { SecurityGroupId } from '@tac/contracts';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The payroll suites' app on the demo seed: Vista settings other than the defaults, so the Vista file
 * shows it uses them, and the Project Manager given the export claim, to show batches stay inside
 * its divisions.
 */
export async function startPayrollApp(kind: DatabaseKind): Promise<TestApp> {
  const t = await startTestApp({
    database: kind,
    seed: 'demo',
    config: { vista: { company: 12, prGroup: 3, paySeq: 2 } },
  });
  await t.db
    .insertInto('role_claim')
    .values({ role_id: SecurityGroupId.ProjectManager, claim_name: 'btn.payroll.export' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return t;
}

/** Approves lines as the approval loop would leave them (the payroll tests start from approved lines). */
export async function approveLines(t: TestApp, ids: readonly number[]): Promise<void> {
  await t.db
    .updateTable('timecard')
    .set({ approval_state: 'Approved', approval_at: sql<string>`now()` })
    .where('id', 'in', [...ids])
    .execute();
}

/** A download's bytes, its SHA-256 and the headers, as the browser's getFile receives them. */
export async function download(t: TestApp, path: string, token: string) {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    bytes,
    text: bytes.toString('utf8'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** Lines' Integration Status and last batch, by id. */
export async function statusesOf(t: TestApp, ids: readonly number[]) {
  const rows = await t.db
    .selectFrom('timecard')
    .select(['id', 'int_status', 'payroll_batch_id'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.int_status);
}
