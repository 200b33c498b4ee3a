import { signIn } from '../../testing/api-checks.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { enrolDevice } from '../field/test-fixtures.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../workforce/test-fixtures.ts';

/**
 * The voucher suites' world: the workforce fixture and its five demo users signed in, device TD-1
 * enrolled with the employee TE-1 and projects A1 and Other (a task each), allowed to take
 * signatures, so a suite pushes vouchers from it at once.
 */
export interface VoucherWorld {
  f: WorkforceFixture;
  tokens: Record<string, string>;
  /** TD-1's field token. */
  device: string;
  taskA1: number;
  taskOther: number;
}

export async function voucherWorld(t: TestApp): Promise<VoucherWorld> {
  const f = await seedWorkforceFixture(t.db);
  const tokens = await signIn(t, 'sysadmin', 'admin', 'pm', 'contribute', 'readonly');
  await t.db
    .insertInto('device_employee')
    .values({ device_id: f.device.d1, employee_id: f.employee.manual })
    .execute();
  await t.db
    .insertInto('device_project')
    .values([
      { device_id: f.device.d1, project_id: f.project.a1 },
      { device_id: f.device.d1, project_id: f.project.other },
    ])
    .execute();
  await t.db.updateTable('device').set({ allow_signature: true }).where('id', '=', f.device.d1).execute();
  await t.db
    .insertInto('task')
    .values({ project_id: f.project.other, task_number: '900', name: 'Extra work' })
    .execute();
  const taskOf = async (projectId: number) =>
    (await t.db.selectFrom('task').select('id').where('project_id', '=', projectId).executeTakeFirstOrThrow())
      .id;
  const device = await enrolDevice(t, tokens.sysadmin as string, f.device.d1);
  return { f, tokens, device, taskA1: await taskOf(f.project.a1), taskOther: await taskOf(f.project.other) };
}
