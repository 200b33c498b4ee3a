import { expect, type Locator, type Page, test } from '@playwright/test';
import { dialogAnimated, expectAccessible } from './axe.ts';
import { DEMO, downloadPdf, startSignedIn } from './helpers.ts';

// The console's CSP (script-src 'self') refuses the script axe injects.
test.use({ bypassCSP: true });

const LIST = '/api/ReportSchedule/GetReportScheduleList';

/** A select of the schedule modal by its label (the required mark is not part of the name). */
const select = (dialog: Locator, label: string) =>
  dialog.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

async function choose(dialog: Locator, label: string, option: string) {
  await select(dialog, label).click();
  await dialog
    .getByRole('listbox', { name: label })
    .getByRole('option', { name: option, exact: true })
    .click();
}

async function openSchedules(page: Page) {
  await startSignedIn(page, DEMO.admin);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(LIST) && r.request().method() === 'POST'),
    page.goto('/Report'),
  ]);
  await expect(page.getByRole('heading', { name: 'Schedule Reports', level: 1 })).toBeVisible();
}

test.describe('Schedule Reports', () => {
  // A run is generated and mailed by the scheduler in the background: allow it its time.
  test.describe.configure({ timeout: 150_000 });

  test('/ReportPage opens the same screen', async ({ page }) => {
    await startSignedIn(page, DEMO.admin);
    await page.goto('/ReportPage');
    await expect(page.getByRole('heading', { name: 'Schedule Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Report Schedules' })).toBeVisible();
  });

  // The selection dialogs and the run log open only from here, so the accessibility checks of the
  // section's add/edit/delete dialogs (accessibility.spec.ts) reach them in this walk.
  test('create a weekly schedule, Run now, see the run in its log and download its PDF; its dialogs pass axe', async ({
    page,
  }) => {
    await openSchedules(page);
    const name = `E2E weekly ${Date.now()}`;

    await page.getByRole('button', { name: 'Add Report Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Report Schedule' });
    await dialog.getByRole('textbox', { name: /^Schedule Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('End-to-end check of a weekly report');
    await choose(dialog, 'Report Type', 'Field Roster by Project');
    await choose(dialog, 'Run', 'Weekly');
    await choose(dialog, 'Day', 'Monday');
    await choose(dialog, 'Hour', '07 AM');
    await choose(dialog, 'Minute', '30');
    await choose(dialog, 'Start Date (days back)', '7');
    await choose(dialog, 'End Date (days back)', '1');
    await select(dialog, 'Projects').click();
    await dialog.getByRole('listbox', { name: 'Projects' }).getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Select recipients' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Recipients' });
    await picker.getByRole('textbox', { name: 'Add an e-mail address' }).fill('Office.E2E@Example.com');
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(picker.getByText('office.e2e@example.com')).toBeVisible();
    await expectAccessible(page, 'Select Recipients');
    await picker.getByRole('button', { name: 'Apply' }).click();
    await expect(picker).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Select delegates' }).click();
    const delegates = page.getByRole('dialog', { name: 'Select Report Delegates' });
    await expect(delegates.getByRole('group', { name: 'Users' })).toHaveAttribute('aria-busy', 'false');
    await dialogAnimated(page);
    await expectAccessible(page, 'Select Report Delegates');
    await delegates.getByRole('button', { name: 'Cancel' }).click();
    await expect(delegates).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Weekly roster');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('The roster of last week is attached.');

    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText('Saved successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The new schedule, found by its name.
    const [listed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(LIST), { timeout: 15_000 }),
      page.getByRole('searchbox', { name: 'Search Schedule Name' }).fill(name),
    ]);
    expect(listed.ok()).toBe(true);
    const table = page.getByRole('table', { name: 'Report Schedules' });
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByText(name)).toBeVisible();
    await expect(table.getByText('office.e2e@example.com')).toBeVisible();

    // Its run log: the run shows, and the log follows it until it is sent.
    await page.getByRole('button', { name: `Run log, ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Run log: ${name}` });
    const runs = log.getByRole('table', { name: `Runs of ${name}` });
    await expect(async () => {
      if ((await runs.locator('[data-outcome]').count()) === 0) {
        await log.getByRole('button', { name: 'Refresh' }).click();
      }
      await expect(runs.locator('[data-outcome="sent"], [data-outcome="empty"]').first()).toBeVisible({
        timeout: 3_000,
      });
    }).toPass({ timeout: 120_000, intervals: [2_000] });
    const row = runs.locator('tbody tr').first();
    await expect(row).toContainText('office.e2e@example.com');
    await expectAccessible(page, 'the run log');

    const report = await downloadPdf(page, row.getByRole('button', { name: /^Download .*\.pdf$/ }));
    expect(report.name).toMatch(/\.pdf$/);
    // The message that went out is there to open too.
    await expect(row.getByRole('button', { name: /^Download .*\.eml$/ })).toBeVisible();
  });
});
