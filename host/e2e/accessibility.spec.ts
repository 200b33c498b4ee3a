import { expect, type Locator, type Page, test } from '@playwright/test';
import { ApiPaths } from '@tac/contracts';
import { dialogAnimated, expectAccessible } from './axe.ts';
import { DEMO, nextAnswer, shiftWeeks, sideMenu, startSignedIn } from './helpers.ts';

// The console's CSP (script-src 'self') refuses the script axe injects.
test.use({ bypassCSP: true });
// These tests only look (no write is confirmed), so they may run on any worker's console at once.
test.describe.configure({ mode: 'parallel' });

/** The sections are checked in this many tests side by side: each takes every PARTS-th menu entry. */
const PARTS = 3;

/** The open dialog, for a check of it alone. */
const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Waits until a screen has drawn its content, not just its frame. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

async function openDialog(page: Page, opener: Locator): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
  await expect(dialog).toBeVisible();
  await dialogAnimated(page);
  return dialog;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('sign-in and not-found pages have no serious accessibility violations', async ({ page }) => {
  await page.goto('/Login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectAccessible(page, '/Login');
  await page.goto('/Admin');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectAccessible(page, '/Admin');
  await page.goto('/NoSuchPage');
  await expect(page.getByText('Page Not Found !')).toBeVisible();
  await expectAccessible(page, 'not found');
});

for (let part = 1; part <= PARTS; part++) {
  test(`every section in the menu (part ${part} of ${PARTS}), and the dialogs its header opens, have no serious violations`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, DEMO.sysadmin);
    await page.goto('/Security');
    await expect(sideMenu(page)).toHaveAttribute('aria-busy', 'false');
    // Every section the console serves is in the SystemAdmin's menu, so a new remote is covered here
    // without editing this test.
    const paths = await sideMenu(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(paths.length).toBeGreaterThan(5);
    const mine = paths.filter((_, i) => i % PARTS === part - 1);
    for (const path of mine) {
      await page.goto(path);
      await settled(page);
      // The shell (menu, header) is the same on every screen: checked whole on the part's first one,
      // then each screen's own content, and each dialog alone (the page behind it is inert).
      await expectAccessible(page, path, path === mine[0] ? undefined : 'main');
      const add = page.getByRole('button', { name: /^Add / }).first();
      if ((await add.count()) > 0 && (await add.isEnabled())) {
        await openDialog(page, add);
        await expectAccessible(page, `${path}: the add dialog`, DIALOG);
        await closeDialog(page);
      }
      const edit = page.getByRole('button', { name: /^Edit / }).first();
      if ((await edit.count()) > 0) {
        await openDialog(page, edit);
        await expectAccessible(page, `${path}: the edit dialog`, DIALOG);
        await closeDialog(page);
      }
      const remove = page.getByRole('button', { name: /^Delete / }).first();
      if ((await remove.count()) > 0) {
        await openDialog(page, remove);
        await expectAccessible(page, `${path}: the delete confirmation`, DIALOG);
        await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
      }
    }
  });
}

test('the timecard dialogs have no serious violations', async ({ page }) => {
  test.setTimeout(120_000);
  await startSignedIn(page, DEMO.admin);
  await page.goto('/TimeCard');
  await settled(page);
  // From a week back: today alone holds no cards before the day's shifts end.
  await nextAnswer(page, ApiPaths.timecards.list, () => shiftWeeks(page, 'From', -1));
  const table = page.getByRole('table', { name: 'Timecards' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const openers: [string, Locator][] = [
    ['Issues', page.getByRole('button', { name: 'Issues', exact: true })],
    ['Daily Details', page.getByRole('button', { name: 'Daily Details', exact: true })],
    ['Payroll Note', table.getByRole('button', { name: /^Payroll Note for/ }).first()],
    ['Actual Work Notes', table.getByRole('button', { name: /^Actual Work Notes for/ }).first()],
    ['Expectation Work Notes', table.getByRole('button', { name: /^Expectation Work Notes for/ }).first()],
  ];
  for (const [name, opener] of openers) {
    await openDialog(page, opener);
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    // The page behind is the one the section check reads whole; the dialog is what is new here.
    await expectAccessible(page, `/TimeCard: ${name}`, DIALOG);
    await closeDialog(page);
  }
  await page.getByRole('combobox', { name: 'Filter Attestation' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await page.keyboard.press('Escape');
  await openDialog(page, table.getByRole('button', { name: /^View attestation for/ }).first());
  await expect(
    page.getByRole('dialog', { name: 'Attestation' }).getByRole('button', { name: 'Download' }),
  ).toBeEnabled();
  await expectAccessible(page, '/TimeCard: Attestation', DIALOG);
  await closeDialog(page);
});

test('the security user dialog has no serious violations', async ({ page }) => {
  await startSignedIn(page, DEMO.admin);
  await page.goto('/Security');
  await settled(page);
  await openDialog(page, page.getByRole('button', { name: 'Add Security User' }));
  await expectAccessible(page, '/Security: Add Security User', DIALOG);
});
