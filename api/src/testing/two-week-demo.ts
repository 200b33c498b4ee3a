import type { CalendarDate } from '@tac/contracts/calendar';
import type { Db } from '../db/database.ts';
import { seedDemoReferenceLists } from '../seed/demo-reference-lists.ts';
import { seedDemoSecurity } from '../seed/demo-security.ts';
import { seedDemoTimecards } from '../seed/demo-timecards.ts';

/**
 * A list suite's smaller demo: the reference lists, the demo users and two weeks of timecards (13
 * days back to 2 ahead, half the employee-days worked) over `size` employees, projects and devices.
 */
export async function seedTwoWeekDemo(
  db: Db,
  today: CalendarDate,
  size: { employees: number; projects: number; devices: number },
): Promise<void> {
  await seedDemoReferenceLists(db, today);
  await seedDemoSecurity(db);
  await seedDemoTimecards(db, today, { daysBack: 13, daysAhead: 2, density: 0.5, ...size });
}
