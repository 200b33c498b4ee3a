import { expect, type Page, type Request, test } from '@playwright/test';
import { dialogAnimated, expectAccessible } from './axe.ts';
import {
  closeDialog,
  type DatedList,
  downloadPdf,
  expectEndBeforeStart,
  expectRangeAsked,
  isoDay,
  nextAnswer,
  openDatedList,
} from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// The console's CSP (script-src 'self') refuses the script axe injects.
test.use({ bypassCSP: true });

const LIST = '/api/TMVoucher/GetTMVoucherList';
const REVISIONS = '/api/TMVoucher/GetTMVoucherRevisionList';

interface Row {
  id: number;
  tmVoucherNumber: string;
  tmVersion: number;
  hasSignature: boolean;
  isAttachmentAdded: boolean;
  createdDate: string;
  deviceName: string;
}

const table = (page: Page) => page.getByRole('table', { name: 'T&M Vouchers' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const searchOf = (request: Request) =>
  (JSON.parse(request.postData() ?? '{}') as { SearchText: { FieldName: string; Value: string }[] })
    .SearchText;

/** Waits for the next voucher list answer and returns its rows. */
const nextList = (page: Page, action: () => Promise<unknown>) => nextAnswer<Row>(page, LIST, action);

const VOUCHERS: DatedList = { path: '/TMVoucher', heading: 'T&M Voucher', list: LIST, table };
const openVouchers = (page: Page, weeksBack = 0) => openDatedList<Row>(page, VOUCHERS, weeksBack);

test.describe('T&M Voucher', () => {
  // Several list calls per test, each waiting out the 1 s search debounce.
  test.describe.configure({ timeout: 90_000 });

  test('dates and the signature filter drive the list call', async ({ page }) => {
    await openVouchers(page);
    // Default range: Monday of this week through today (spec 002 §2); three weeks earlier, every
    // row created in the range.
    const { request, rows, from, today } = await expectRangeAsked<Row>(page, VOUCHERS);
    expect(rows.every((r) => r.createdDate >= isoDay(from) && r.createdDate <= isoDay(today))).toBe(true);
    expect(searchOf(request).some((e) => e.FieldName === 'userId')).toBe(true);
    await expect(bodyRows(page)).toHaveCount(Math.min(rows.length, 100));
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

    // Unsigned only: every row's read-only checkbox is clear.
    const trigger = page.getByRole('combobox', { name: 'Filter Signature' });
    await expect(trigger).toHaveText('All');
    await trigger.click();
    const unsigned = await nextList(page, () =>
      page.getByRole('option', { name: 'No', exact: true }).click(),
    );
    expect(searchOf(unsigned.request)).toContainEqual({ FieldName: 'hasSignature', Value: 'No' });
    expect(unsigned.rows.length).toBeGreaterThan(0);
    expect(unsigned.rows.every((r) => !r.hasSignature)).toBe(true);
    await expect(bodyRows(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    // Both: 'Yes No', shown as 'All'.
    const both = await nextList(page, () => page.getByRole('option', { name: 'Yes', exact: true }).click());
    await page.keyboard.press('Escape');
    expect(searchOf(both.request)).toContainEqual({ FieldName: 'hasSignature', Value: 'Yes No' });
    await expect(trigger).toHaveText('All');
    expect(both.rows.length).toBe(rows.length);

    // To before From: the message, the list empties without a call, no pager.
    await expectEndBeforeStart(page);
    await expect(table(page).getByText('no result found', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('attachments: thumbnails, the image viewer and the print window', async ({ page }) => {
    const rows = await openVouchers(page, 4);
    const attached = rows.find((r) => r.isAttachmentAdded) as Row;
    expect(attached).toBeTruthy();
    const clip = page.getByRole('button', {
      name: `Attachments, voucher ${attached.tmVoucherNumber} (attached)`,
    });
    await expect(clip.first().locator('xpath=..')).toHaveAttribute('data-highlight', '');
    await clip.first().click();
    const dialog = page.getByRole('dialog', { name: 'TMVoucher Attachments' });
    const thumbnails = dialog.getByRole('button', { name: /^Open attachment / });
    await expect(thumbnails.first()).toBeVisible();
    const count = await thumbnails.count();
    await expect(dialog.getByLabel(`${count} attachments`)).toHaveText(String(count));

    await thumbnails.first().click();
    const viewer = page.getByRole('dialog', { name: 'Attachment', exact: true });
    await expect(viewer.getByRole('img')).toBeVisible();
    await closeDialog(viewer, 'Back');

    // The print window: 850×700 with each image at 550×350. Its print() is recorded, not run.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        if (opened) opened.print = () => document.body.setAttribute('data-printed', '');
        return opened;
      };
    });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await expect(popup.locator('img')).toHaveCount(count);
    const sizes = await popup
      .locator('img')
      .evaluateAll((images) =>
        images.map((img) => [(img as HTMLImageElement).width, (img as HTMLImageElement).height]),
      );
    expect(sizes).toEqual(Array.from({ length: count }, () => [550, 350]));
    expect(await popup.evaluate(() => window.outerWidth)).toBe(850);
    await expect(page.locator('body[data-printed]')).toHaveCount(1);
    await popup.close();
    await closeDialog(dialog, 'Back');
  });

  test('TM Reports: view the PDF beside the labour hours, and download it', async ({ page }) => {
    const rows = await openVouchers(page, 2);
    const row = rows[0] as Row;
    await page
      .getByRole('button', { name: `View T&M report, voucher ${row.tmVoucherNumber}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'TM Reports' });
    await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    const heading = `Voucher ${row.tmVoucherNumber} - Revision ${row.tmVersion}`;
    await expect(dialog.locator('.textLayer')).toContainText(heading, { timeout: 10_000 });
    await expect(dialog.getByRole('heading', { name: 'Labour hours against timecards' })).toBeVisible();
    await expect(dialog.getByText(/^Hours (agree with|differ from) the timecards\.$/)).toBeVisible();

    const { name, pdf } = await downloadPdf(
      page,
      dialog.getByRole('button', { name: 'Download', exact: true }),
    );
    expect(name).toBe(`TMVoucher_${row.tmVoucherNumber}_Rev${row.tmVersion}.pdf`);
    expect(pdfText(pdf)).toContain(heading);
    await closeDialog(dialog, 'Back');

    // The row's own download icon saves the same report.
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: `Download T&M report, voucher ${row.tmVoucherNumber}` })
        .first()
        .click(),
    ]);
    expect(again.suggestedFilename()).toBe(name);
  });

  test('revision history: every revision of one voucher, then Back to the list', async ({ page }) => {
    const rows = await openVouchers(page, 4);
    const revised = rows.find((r) => r.tmVersion > 1) as Row;
    expect(revised).toBeTruthy();
    const { request, rows: revisions } = await nextAnswer<Row>(page, REVISIONS, () =>
      page
        .getByRole('button', { name: `Revision history, voucher ${revised.tmVoucherNumber}` })
        .first()
        .click(),
    );
    expect(searchOf(request).map((e) => e.FieldName)).toEqual([
      'deviceId',
      'projectId',
      'taskCodeID',
      'TMVoucherNumber',
    ]);
    expect(revisions.map((r) => r.tmVersion)).toEqual(
      Array.from({ length: revised.tmVersion }, (_, i) => revised.tmVersion - i),
    );
    // Full screen (spec 002 §2), as Daily Details is: the top bar and the menu are under it.
    const view = page.getByRole('dialog', { name: 'Revision History' });
    await expect(view).toBeVisible();
    await dialogAnimated(page);
    const viewport = page.viewportSize() as { width: number; height: number };
    const box = await view.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height]);
    const coveredByDialog = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return top?.closest('[role="dialog"]') != null;
        });
    expect(await coveredByDialog('header')).toBe(true);
    expect(await coveredByDialog('nav[aria-label="Main menu"]')).toBe(true);

    const history = view.getByRole('table', { name: 'Revision History' });
    await expect(history.locator('tbody tr')).toHaveCount(revisions.length);
    await expect(history.getByRole('columnheader', { name: 'Revisions' })).toHaveCount(0);
    await expect(history.getByRole('combobox', { name: 'Filter Signature' })).toHaveText('All');
    await expectAccessible(page, 'the revision history');

    // Its TimeCard Date filter opens a usable calendar inside the dialog and shows MM/DD/YY.
    await view.getByRole('button', { name: 'Choose Filter TimeCard Date', exact: true }).click();
    await expect(view.locator('[data-part="table-cell-trigger"]:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(view.getByRole('textbox', { name: 'Filter TimeCard Date' })).toHaveValue(
      /^\d{2}\/\d{2}\/\d{2}$/,
    );
    await expect(view).toBeVisible();

    await nextList(page, () => view.getByRole('button', { name: 'Back', exact: true }).click());
    await expect(view).toHaveCount(0);
    await expect(table(page)).toBeVisible();
  });
});
