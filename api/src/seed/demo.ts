import { todayIn } from '@tac/contracts/calendar';
import { hashPassword, OWASP_SCRYPT_COST, type ScryptCost } from '../auth/password.ts';
import type { Db } from '../db/database.ts';
import { DEFAULT_PAYROLL_SETTINGS, type PayrollSettings } from '../modules/payroll/settings.ts';
import { seedDemoApproval } from './demo-approval.ts';
import { seedDemoContacts } from './demo-contacts.ts';
import { DEMO_MATERIALS, DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';
import { seedDemoPayroll } from './demo-payroll.ts';
import { seedDemoReferenceLists } from './demo-reference-lists.ts';
import { seedDemoReportSchedules } from './demo-report-schedules.ts';
import { seedDemoSecurity } from './demo-security.ts';
import { seedDemoTimecards } from './demo-timecards.ts';
import { seedDemoVouchers } from './demo-vouchers.ts';
import { seedDemoWorkforce } from './demo-workforce.ts';

export { DEMO_PASSWORD, DEMO_USERS } from './demo-data.ts';

/**
 * Demo users, one per role. Each hash gets its own salt, so the same password hashes differently.
 * `passwordHashCost`: the app's (ApiConfig), so a sign-in does not rehash them at once.
 */
export async function seedDemoUsers(
  db: Db,
  passwordHashCost: Readonly<ScryptCost> = OWASP_SCRYPT_COST,
): Promise<void> {
  const rows = await Promise.all(
    DEMO_USERS.map(async (u) => ({
      user_name: u.userName,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.userName,
      phone: u.phone,
      role_id: u.roleId,
      password_hash: await hashPassword(DEMO_PASSWORD, passwordHashCost),
    })),
  );
  await db.insertInto('app_user').values(rows).execute();
}

export async function seedDemoMaterials(db: Db): Promise<void> {
  await db
    .insertInto('material')
    .values(DEMO_MATERIALS.map((display_text) => ({ display_text })))
    .execute();
}

/**
 * The demo data set (TAC_DEMO=1), only on a database with no users yet, so it never touches real
 * data and a restart does not seed twice. Deterministic for a given moment: forecast dates and
 * timecards are placed relative to today in the business zone `timeZone`, so the demo always
 * shows coming weeks, and nothing is synced or worked later than `now`. Its payroll batches' files
 * are made under `payroll` (the app's settings), as any batch's.
 */
export async function seedDemoIfEmpty(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
  passwordHashCost: Readonly<ScryptCost> = OWASP_SCRYPT_COST,
  payroll: Readonly<PayrollSettings> = DEFAULT_PAYROLL_SETTINGS,
): Promise<boolean> {
  const anyUser = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const today = todayIn(timeZone, now);
  await seedDemoUsers(db, passwordHashCost);
  await seedDemoMaterials(db);
  await seedDemoReferenceLists(db, today);
  await seedDemoSecurity(db);
  await seedDemoTimecards(db, today, { now, timeZone });
  await seedDemoApproval(db, today);
  await seedDemoPayroll(db, payroll);
  await seedDemoWorkforce(db);
  await seedDemoVouchers(db, { now });
  await seedDemoContacts(db);
  await seedDemoReportSchedules(db, timeZone, now);
  return true;
}
