import type { DivisionScope } from '../auth/division-scope.ts';
import type { Db } from '../db/database.ts';
import { DEMO_DIVISIONS } from './demo-reference-lists.ts';

/**
 * Employee numbers and access of the five demo users (run after users and divisions are seeded).
 * Divisions by their place in DEMO_DIVISIONS; 'all' is the All Divisions flag.
 */
export const DEMO_USER_ACCESS: Readonly<
  Record<string, { employeeNumber: string; divisions: DivisionScope; deviceGroups: DivisionScope }>
> = {
  'sysadmin@demo.local': { employeeNumber: 'E1001', divisions: 'all', deviceGroups: 'all' },
  'admin@demo.local': { employeeNumber: 'E1002', divisions: 'all', deviceGroups: 'all' },
  // Concrete and steel: foundations, flatwork, structural concrete, reinforcing and structural steel.
  'pm@demo.local': { employeeNumber: 'E2014', divisions: [4, 5, 6, 9, 10], deviceGroups: [4, 5, 6, 9, 10] },
  // Site work and paving: site work, earthwork, utilities, asphalt, curb and gutter.
  'contribute@demo.local': { employeeNumber: 'E3107', divisions: [1, 2, 3, 12, 13], deviceGroups: [1, 2, 3] },
  // The office reviewer of general conditions, bridges and the equipment yard. Group 5: no device groups.
  'readonly@demo.local': { employeeNumber: 'E4220', divisions: [0, 14, 17], deviceGroups: [] },
};

export async function seedDemoSecurity(db: Db): Promise<void> {
  const divisions = await db.selectFrom('division').select(['id', 'division_name']).execute();
  const idOf = (index: number) => {
    const row = divisions.find((d) => d.division_name === DEMO_DIVISIONS[index]);
    if (!row) throw new Error(`Demo division ${index} is missing`);
    return row.id;
  };
  const users = await db.selectFrom('app_user').select(['id', 'user_name']).execute();
  for (const user of users) {
    const access = DEMO_USER_ACCESS[user.user_name];
    if (!access) continue;
    await db
      .updateTable('app_user')
      .set({
        employee_number: access.employeeNumber,
        all_divisions: access.divisions === 'all',
        all_device_groups: access.deviceGroups === 'all',
      })
      .where('id', '=', user.id)
      .execute();
    if (access.divisions !== 'all' && access.divisions.length > 0) {
      await db
        .insertInto('user_division')
        .values(access.divisions.map((i) => ({ user_id: user.id, division_id: idOf(i) })))
        .execute();
    }
    if (access.deviceGroups !== 'all' && access.deviceGroups.length > 0) {
      await db
        .insertInto('user_device_group')
        .values(access.deviceGroups.map((i) => ({ user_id: user.id, division_id: idOf(i) })))
        .execute();
    }
  }
}
