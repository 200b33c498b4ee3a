import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ApiPaths, type TmLogRow, TmLogSearchField } from '@tac/contracts';
import { expectAccessible } from './axe.ts';
import { DEMO, nextAnswer, startSignedIn } from './helpers.ts';

// The console's CSP (script-src 'self') refuses the script axe injects.
test.use({ bypassCSP: true });

/** The list call (its query always holds the order), not the summary's GetTmLogSummary. */
const LIST = `${ApiPaths.vouchers.tmLog}?`;
const table = (page: Page) => page.getByRole('table', { name: 'T&M Log' });
const summary = (page: Page) => page.getByRole('region', { name: 'What waits on whom' });

/**
 * The T&M log on the demo data (shared/docs/remotes/vouchers.md "T&M log"): a count filters the
 * list by its status, the CSV is that view with its totals, a row opens the voucher.
 */
test('the T&M log: a count filters by its status, Export CSV, a row opens the voucher', async ({ page }) => {
  await startSignedIn(page, DEMO.sysadmin);
  const first = await nextAnswer<TmLogRow>(page, LIST, () => page.goto('/TmLog'));
  expect(first.rows.length).toBeGreaterThan(0);
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page, 'T&M Log');

  const ready = summary(page).getByRole('button', { name: /Ready for Review/ });
  const count = Number((await ready.textContent())?.match(/^\s*(\d+)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  const filtered = await nextAnswer<TmLogRow>(page, LIST, () => ready.click());
  await expect(ready).toHaveAttribute('aria-pressed', 'true');
  const search = (JSON.parse(filtered.request.postData() ?? '{}') as { SearchText: { FieldName: string }[] })
    .SearchText;
  expect(search).toContainEqual({ FieldName: TmLogSearchField.VoucherStatus, Value: 'ReadyForReview' });
  expect(filtered.rows.every((r) => r.voucherStatus === 'ReadyForReview')).toBe(true);
  await expect(page.getByText(`Total: ${count}`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tm-log-.*\.csv$/);
  const lines = (await readFile((await file.path()) as string, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toContain('Labour by Pay Code');
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).every((line) => line.includes('Ready for Review'))).toBe(true);

  const row = filtered.rows[0] as TmLogRow;
  await table(page).locator('tbody tr').first().click();
  const dialog = page.getByRole('dialog', { name: 'TM Reports' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('.textLayer')).toContainText(
    `Voucher ${row.tmVoucherNumber} - Revision ${row.tmVersion}`,
    { timeout: 10_000 },
  );
});
