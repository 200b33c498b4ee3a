import { userIdOf } from './api-checks.ts';
import type { TestApp } from './test-app.ts';

/**
 * The demo Project Manager's first division, and a division with employees that is not theirs: the
 * two sides of every division-scope test.
 */
export async function pmAndOtherDivision(t: TestApp): Promise<{ pmDivision: number; otherDivision: number }> {
  const pmId = await userIdOf(t, 'pm');
  const pmDivisions = (
    await t.db.selectFrom('user_division').select('division_id').where('user_id', '=', pmId).execute()
  ).map((r) => r.division_id);
  const withEmployees = await t.db.selectFrom('employee').select('division_id').distinct().execute();
  return {
    pmDivision: pmDivisions[0] as number,
    otherDivision: withEmployees.map((r) => r.division_id).find((d) => !pmDivisions.includes(d)) as number,
  };
}
