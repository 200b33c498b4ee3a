import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, openFromMenu as open, shot, startSignedIn } from './helpers.ts';

/**
 * History, the Audit Log and current-view CSV end to end (shared/docs/architecture.md "History",
 * "CSV export"), on the demo data as the SystemAdmin. TAC_E2E_SHOTS=<folder> also saves 1366×768
 * screenshots of the History dialog and the Audit Log there.
 */

/** The first project on the list, read once its rows have come (the list draws empty while it asks). */
const firstProject = async (page: Page) => {
  const edit = page
    .getByRole('table', { name: 'Projects' })
    .getByRole('button', { name: /^Edit details of / });
  await expect(edit.first()).toBeVisible();
  return ((await edit.first().getAttribute('aria-label')) ?? '').replace(/^Edit details of /, '');
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await startSignedIn(page, DEMO.sysadmin);
  await page.goto('/Projects');
});

test("a project's edit shows in its History, before and after, and in the Audit Log", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'Projects', 'Projects');
  const project = await firstProject(page);
  const gc = `E2E History ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: `Edit details of ${project}` }).click();
  const details = page.getByRole('dialog', { name: 'Project Details' });
  await details.getByLabel('GC').fill(gc);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);

  await page.getByRole('button', { name: `History of ${project}` }).click();
  const history = page.getByRole('dialog', { name: `History: ${project}` });
  const latest = history.getByRole('table', { name: /^Changes:/ }).first();
  await expect(latest.getByRole('row').filter({ hasText: gc })).toHaveCount(1);
  await shot(page, 'history-dialog');
  await history.getByRole('button', { name: 'Close' }).click();

  await page.goto('/AuditLog');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Record kind' }).click();
  await page.getByRole('listbox', { name: 'Record kind' }).getByRole('option', { name: 'Project' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  const log = page.getByRole('table', { name: 'Audit Log' });
  await expect(log.locator('tbody tr').first()).toContainText('Project');
  await expect(log.locator('tbody tr').filter({ hasNotText: 'Project' })).toHaveCount(0);
  await shot(page, 'audit-log');
});

test("a list's Export CSV downloads every row of its filtered view", async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, 'Projects', 'Projects');
  const project = await firstProject(page);
  const number = project.split(' - ')[0] ?? project;
  // The search reaches the server a debounce later: the export must follow the filtered answer.
  const filtered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && (response.request().postData() ?? '').includes(number),
  );
  await page.getByRole('searchbox', { name: 'Search Project Number - Name' }).fill(number);
  await filtered;
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.locator('tbody tr').first()).toContainText(number);
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  const total = Number(((await page.getByText(/^Total: \d+$/).textContent()) ?? '').replace(/\D/g, ''));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split(/\r\n/);
  expect(lines).toHaveLength(total + 1);
  for (const line of lines.slice(1)) expect(line).toContain(number);
});
