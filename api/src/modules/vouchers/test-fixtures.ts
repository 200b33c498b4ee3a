import { ApiPaths } from '@tac/contracts';
import { expect } from 'vitest';
import { signIn } from '../../testing/api-checks.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { enrolDevice, voucherItem } from '../field/test-fixtures.ts';
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

/**
 * A voucher item TD-1 sends for TE-1 on `day`: on project A1 unless `fields.projectId` names Other,
 * with that project's task; the other fields as given.
 */
export function worldVoucher(
  w: Pick<VoucherWorld, 'f' | 'taskA1' | 'taskOther'>,
  day: string,
  fields: { voucherNumber: string; projectId?: number } & Record<string, unknown>,
) {
  const { projectId = w.f.project.a1, ...rest } = fields;
  const taskId = projectId === w.f.project.a1 ? w.taskA1 : w.taskOther;
  return voucherItem({ employeeId: w.f.employee.manual, projectId, taskId, day }, rest);
}

/** Pushes one item from the device whose field token is `device`, expecting it accepted. */
export async function pushAccepted(t: TestApp, device: string, item: unknown): Promise<void> {
  const res = await t.call<{ items: { status: string }[] }>('POST', ApiPaths.field.push, {
    token: device,
    body: { items: [item] },
  });
  expect(res.body.data.items[0]?.status, JSON.stringify(res.body)).toBe('accepted');
}
