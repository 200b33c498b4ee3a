import { expect, type Page } from '@playwright/test';

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
