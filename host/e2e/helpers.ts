import { expect, type Locator, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'TimeAdmin#2026';
export const DEMO = {
  sysadmin: 'sysadmin@demo.local',
  admin: 'admin@demo.local',
  pm: 'pm@demo.local',
  contribute: 'contribute@demo.local',
  readonly: 'readonly@demo.local',
} as const;

/** Signs in on the sign-in form the page shows (/Login or /Admin). */
export async function signIn(
  page: Page,
  userName: string,
  password = PASSWORD,
  { timeout }: { timeout?: number } = {},
) {
  await page.getByLabel('User name', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout });
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

export async function menuLabels(page: Page): Promise<string[]> {
  return sideMenu(page).getByRole('link').allInnerTexts();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

/**
 * Where a role should land: its spec landing when that section is deployed (its menu entry shows),
 * else the first section in the menu (the fallback while a remote is not deployed yet).
 */
export async function expectedLanding(page: Page, specLanding: string, menuLabel: string): Promise<RegExp> {
  const labels = await menuLabels(page);
  const first = await sideMenu(page).getByRole('link').first().getAttribute('href');
  return new RegExp(`${labels.includes(menuLabel) ? specLanding : first}$`);
}

/** Two digits, as dates are written on screen and in queries. */
export const pad = (n: number) => String(n).padStart(2, '0');
/** A local day as date inputs and the API's rows write it (YYYY-MM-DD). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A local day as the list calls send it (dd-MM-yyyy). */
export const queryDay = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
/** A local day as the date pickers show it (MM/dd/yyyy). */
export const pickerDay = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
export const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
export const mondayOf = (d: Date) => addDays(d, -((d.getDay() + 6) % 7));

/**
 * Moves a date picker's day by whole weeks with its calendar's keyboard (the field is picked, not
 * typed): open it, ArrowUp / ArrowDown a week at a time from the picked day, Enter.
 */
export async function shiftWeeks(page: Page, label: string, weeks: number) {
  await page.getByRole('button', { name: `Choose ${label}`, exact: true }).click();
  await expect(page.locator('[data-part="table-cell-trigger"]:focus')).toHaveCount(1);
  for (let i = 0; i < Math.abs(weeks); i++) await page.keyboard.press(weeks < 0 ? 'ArrowUp' : 'ArrowDown');
  await page.keyboard.press('Enter');
}

/** Runs `action`, waits for the next successful answer to a POST of `path` and gives its rows. */
export async function nextAnswer<Row>(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<{ request: Request; rows: Row[] }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.request().method() === 'POST', {
      timeout: 15_000,
    }),
    action(),
  ]);
  const body = (await response.json()) as { success: boolean; data: Row[] };
  expect(body.success).toBe(true);
  return { request: response.request(), rows: body.data };
}

/** Closes a dialog with its own button (Close, or Back on viewers) and waits until it is gone. */
export async function closeDialog(dialog: Locator, name = 'Close') {
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}
