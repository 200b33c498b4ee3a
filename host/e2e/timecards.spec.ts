import { expect, type Page, test } from '@playwright/test';
import {
  addDays,
  closeDialog,
  type DatedList,
  DEMO,
  downloadPdf,
  expectEndBeforeStart,
  expectRangeAsked,
  isoDay,
  mondayOf,
  nextAnswer,
  openDatedList,
  pickerDay,
  startSignedIn,
} from './helpers.ts';
import { pdfText } from './pdf-text.ts';

const LIST = '/api/TimeCard/GetTimeCardDetails';
// The start of the approval certification in English or Spanish, the timecard's attestation
// language (spec 000 §3, AttestationTexts.en/es.approval).
const APPROVAL =
  /I certify that this timecard is true and accurate|Certifico que esta tarjeta de tiempo es verdadera y exacta/;

interface Row {
  timeRecordID: number;
  attestationStatus: string;
  payrollNote: string;
  workNote: string;
  expectationNote: string;
  isAttachmentAdded: boolean;
  employeeNumber: string;
  fullName: string;
  weekEndingDate: string;
}

const table = (page: Page) => page.getByRole('table', { name: 'Timecards' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const TIMECARDS: DatedList = { path: '/TimeCard', heading: 'Timecards', list: LIST, table };

/** Waits for the next list answer and returns its rows. */
const nextList = (page: Page, action: () => Promise<unknown>) => nextAnswer<Row>(page, LIST, action);

const openTimecards = (page: Page, weeksBack = 0) => openDatedList<Row>(page, TIMECARDS, weeksBack);

test.describe('Timecards', () => {
  // Several list calls and dialogs per test, each waiting out the 1 s search debounce.
  test.describe.configure({ timeout: 90_000 });

  test('range, search and attestation filter drive the list call', async ({ page }) => {
    await openTimecards(page);
    // Default range: Monday of this week through today (spec 000 §4); a wider one asks again.
    const { request, rows, today } = await expectRangeAsked<Row>(page, TIMECARDS);
    // The call names the section's remote and version, for the API's log lines of it.
    expect(request.headers()['x-tac-remote']).toMatch(/^mf-timecards@\d+\.\d+\.\d+/);
    await expect(bodyRows(page)).toHaveCount(rows.length);

    // The end before the start: the exact message, and the list clears without a call.
    await expectEndBeforeStart(page);
    await expect(page.getByText('No Result Found')).toBeVisible();
    // A cleared date asks for it.
    await page.getByRole('button', { name: 'Clear To' }).click();
    await expect(page.getByText('Please select to date', { exact: true })).toBeVisible();
    await nextList(page, async () => {
      await page.getByRole('button', { name: 'Choose To', exact: true }).click();
      // The From calendar, closed but still in the page, may show the same day: pick in To's.
      await page
        .getByLabel('To calendar')
        .locator(`[data-part="table-cell-trigger"][data-value="${isoDay(today)}"]`)
        .click();
    });
    await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(pickerDay(today));

    // Search by employee number, 1 s after typing.
    const employee = rows[0] as Row;
    const searched = await nextList(page, () =>
      page.getByRole('searchbox', { name: 'Search Employee Number - Name' }).fill(employee.employeeNumber),
    );
    expect(JSON.parse(searched.request.postData() ?? '{}').SearchText).toEqual([
      { FieldName: 'employee', Value: employee.employeeNumber },
    ]);
    expect(searched.rows.length).toBeGreaterThan(0);
    expect(searched.rows.every((r) => r.employeeNumber.includes(employee.employeeNumber))).toBe(true);
    await nextList(page, () =>
      page.getByRole('searchbox', { name: 'Search Employee Number - Name' }).fill(''),
    );

    // The attestation filter sends the chosen labels joined by a space.
    await page.getByRole('combobox', { name: 'Filter Attestation' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    const filtered = await nextList(page, () => page.getByRole('option', { name: 'Rejected' }).click());
    await page.keyboard.press('Escape');
    expect(JSON.parse(filtered.request.postData() ?? '{}').SearchText).toEqual([
      { FieldName: 'attestationStatus', Value: 'Approved Rejected' },
    ]);
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.every((r) => ['Approved', 'Rejected'].includes(r.attestationStatus))).toBe(true);
    const shown = await table(page).locator('tbody [data-status]').allInnerTexts();
    expect(new Set(shown)).toEqual(new Set(filtered.rows.map((r) => r.attestationStatus)));
    // The filter at the tail of the screen holds the same choice.
    await expect(page.getByRole('combobox', { name: 'Attestation Status' })).toHaveAttribute(
      'placeholder',
      'Approved, Rejected',
    );

    // The Week Ending Date filter is the console's MM/dd/yyyy picker; it adds the day to the search.
    const month = isoDay(today).slice(0, 7);
    const weekEnding = filtered.rows.map((r) => r.weekEndingDate).find((d) => d.startsWith(month)) as string;
    expect(weekEnding).toBeTruthy();
    await page.getByRole('button', { name: 'Choose Filter Week Ending Date', exact: true }).click();
    const byWeek = await nextList(page, () =>
      page
        .getByLabel('Filter Week Ending Date calendar')
        .locator(`[data-part="table-cell-trigger"][data-value="${weekEnding}"]`)
        .click(),
    );
    expect(JSON.parse(byWeek.request.postData() ?? '{}').SearchText).toEqual([
      { FieldName: 'attestationStatus', Value: 'Approved Rejected' },
      { FieldName: 'weekEndingDate', Value: weekEnding },
    ]);
    expect(byWeek.rows.length).toBeGreaterThan(0);
    expect(byWeek.rows.every((r) => r.weekEndingDate === weekEnding)).toBe(true);
    const [y, m, d] = weekEnding.split('-');
    await expect(page.getByRole('textbox', { name: 'Filter Week Ending Date' })).toHaveValue(
      `${m}/${d}/${y}`,
    );
  });

  test('the attestation PDF: view, then download a real PDF with the approval text', async ({ page }) => {
    await openTimecards(page, 3);
    await page.getByRole('combobox', { name: 'Filter Attestation' }).click();
    const { rows } = await nextList(page, () => page.getByRole('option', { name: 'Approved' }).click());
    await page.keyboard.press('Escape');
    expect(rows.length).toBeGreaterThan(0);

    await bodyRows(page)
      .first()
      .getByRole('button', { name: /^View attestation for/ })
      .click();
    const viewer = page.getByRole('dialog', { name: 'Attestation' });
    await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    // The text layer makes the PDF's words findable on the page.
    await expect(viewer.locator('.textLayer')).toContainText(APPROVAL, { timeout: 10_000 });

    const { name, pdf } = await downloadPdf(page, viewer.getByRole('button', { name: 'Download' }));
    expect(name).toMatch(/\.pdf$/i);
    expect(pdfText(pdf)).toMatch(APPROVAL);
    await expect(viewer.getByRole('button', { name: 'Print' })).toBeEnabled();
    await closeDialog(viewer, 'Back');
  });

  test('the row dialogs: payroll note, actual work notes with attachments, expectation notes', async ({
    page,
  }) => {
    const rows = await openTimecards(page, 3);
    const rowAt = (predicate: (r: Row) => boolean) => {
      const index = rows.findIndex(predicate);
      expect(index, 'a demo timecard for this dialog').toBeGreaterThanOrEqual(0);
      return bodyRows(page).nth(index);
    };

    const payroll = rows.find((r) => r.payrollNote);
    await rowAt((r) => !!r.payrollNote)
      .getByRole('button', { name: /^Payroll Note for/ })
      .click();
    const payrollDialog = page.getByRole('dialog', { name: 'Payroll Note' });
    await expect(payrollDialog).toContainText(payroll?.payrollNote ?? '');
    await closeDialog(payrollDialog);

    await rowAt((r) => r.isAttachmentAdded)
      .getByRole('button', { name: /^Actual Work Notes for/ })
      .click();
    const notes = page.getByRole('dialog', { name: 'Actual Work Notes' });
    await expect(notes.getByText(/^Attachments \(\d+\)$/)).toBeVisible();
    const thumbs = notes.getByRole('button', { name: /^Open attachment/ });
    const count = Number((await notes.getByText(/^Attachments \(\d+\)$/).textContent())?.match(/\d+/)?.[0]);
    await expect(thumbs).toHaveCount(count);
    // Its laid-out size: a bounding box is scaled by the dialog's opening animation (49 px while it runs).
    const size = await thumbs
      .first()
      .evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight]);
    expect(size).toEqual([50, 50]);
    await expect(notes.getByRole('button', { name: 'Print' })).toBeEnabled();
    await thumbs.first().click();
    const image = page.getByRole('dialog', { name: 'Attachment' });
    const img = image.getByRole('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await closeDialog(image, 'Back');
    await closeDialog(notes);

    const expectation = rows.find((r) => r.expectationNote);
    await rowAt((r) => !!r.expectationNote)
      .getByRole('button', { name: /^Expectation Work Notes for/ })
      .click();
    const expDialog = page.getByRole('dialog', { name: 'Expectation Work Notes' });
    await expect(expDialog).toContainText(expectation?.expectationNote ?? '');
    await closeDialog(expDialog);
  });

  test('Issues and Daily Details dialogs, and a wide table that scrolls inside its area', async ({
    page,
  }) => {
    await openTimecards(page);
    // The spec's 24 columns, and for an approver Select, Approval, Exceptions and Review
    // (docs/approval.md), scroll sideways inside the table area; the page itself does not.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
    await expect(table(page).getByRole('columnheader')).toHaveCount(24 + 4);

    const issuesCall = page.waitForRequest((r) => r.url().includes('/api/TimeCard/GetIssueNotes'));
    await page.getByRole('button', { name: 'Issues' }).click();
    const issues = page.getByRole('dialog', { name: 'Issue Notes for All Projects' });
    await issuesCall;
    const issueTable = issues.getByRole('table', { name: 'Issue Notes' });
    await expect(issueTable.getByRole('columnheader')).toHaveText(
      ['Project Number', 'Device Name', 'Issue Notes', 'Status Code', 'Lost Hours', 'Attachments'].map(
        (name) => new RegExp(`^${name}`),
      ),
    );
    // No future dates: the calendar refuses tomorrow.
    await issues.getByRole('button', { name: 'Choose Date', exact: true }).click();
    const tomorrow = issues.locator(
      `[data-part="table-cell-trigger"][data-value="${isoDay(addDays(new Date(), 1))}"]`,
    );
    await expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(issues.locator('[aria-busy="true"]')).toHaveCount(0);

    // An issue note's picture opens in the viewer: today's, or the nearest earlier day with one.
    const thumb = issueTable.getByRole('button', { name: /^Open attachment/ }).first();
    for (let back = 0; back < 14 && !(await thumb.isVisible()); back++) {
      const answer = page.waitForResponse((r) => r.url().includes('/api/TimeCard/GetIssueNotes'));
      await issues.getByRole('button', { name: 'Choose Date', exact: true }).click();
      await expect(issues.locator('[data-part="table-cell-trigger"]:focus')).toHaveCount(1);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await answer;
      await expect(issues.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    await thumb.click();
    const picture = page.getByRole('dialog', { name: 'Attachment' });
    const pictureImg = picture.getByRole('img');
    await expect(pictureImg).toBeVisible();
    expect(await pictureImg.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await closeDialog(picture, 'Back');
    await closeDialog(issues);

    const dailyCall = page.waitForRequest((r) => r.url().includes('/api/DailyDetails/GetDailyDetails'));
    await page.getByRole('button', { name: 'Daily Details' }).click();
    const daily = page.getByRole('dialog', { name: 'Daily Details for All Projects' });
    await dailyCall;
    await expect(daily.getByRole('table', { name: 'Daily Details Inspection' })).toBeVisible();
    // Full screen, once the opening animation has run.
    await expect(async () => {
      const size = await daily.boundingBox();
      expect(Math.round(size?.width ?? 0)).toBe(1366);
      expect(Math.round(size?.height ?? 0)).toBe(768);
    }).toPass();
    await daily.getByRole('tab', { name: 'Daily Details Equipment' }).click();
    await expect(
      daily.getByRole('table', { name: 'Daily Details Equipment' }).getByRole('columnheader'),
    ).toHaveCount(7);
    await closeDialog(daily);
  });

  test('the Approval bar is above the rows from the first frame: nothing moves as they come', async ({
    page,
  }) => {
    // Friday of last week in the browser, so the default range (Monday to today) has pages of rows.
    const friday = addDays(mondayOf(new Date()), -3);
    friday.setHours(15);
    await page.clock.setFixedTime(friday);
    await startSignedIn(page, DEMO.admin);
    await watchLayoutShifts(page);
    const { rows } = await nextList(page, () => page.goto('/TimeCard'));
    expect(rows.length).toBeGreaterThan(20);
    await expect(bodyRows(page)).toHaveCount(rows.length);
    const bar = page.getByRole('toolbar', { name: 'Approval' });
    await expect(bar.getByRole('button', { name: /^Approve all \([1-9]/ })).toBeEnabled();
    const barBox = await bar.boundingBox();
    const tableBox = await table(page).boundingBox();
    expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(tableBox?.y ?? 0);
    // On a laptop screen the bar and the pager are both in view.
    await expect(bar).toBeInViewport();
    await expect(page.getByText(/^Page 1 of \d+/)).toBeInViewport();
    expect(await loadShift(page)).toBeLessThanOrEqual(0.05);
  });

  test('opened on the week by employee, nothing moves as its rows come either', async ({ page }) => {
    const friday = addDays(mondayOf(new Date()), -3);
    friday.setHours(15);
    await page.clock.setFixedTime(friday);
    await startSignedIn(page, DEMO.admin);
    await watchLayoutShifts(page);
    const weeks = page.waitForResponse((r) => r.url().includes('/api/TimeCard/GetEmployeeWeeks') && r.ok());
    // As the close reminder's link opens it, or a user who chose the view last time.
    await page.goto('/TimeCard?view=employees');
    await weeks;
    const byEmployee = page.getByRole('table', { name: 'Timecards by employee' });
    await expect(byEmployee.locator('tbody tr').nth(10)).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+/)).toBeInViewport();
    expect(await loadShift(page)).toBeLessThanOrEqual(0.05);
  });
});

/** Records the page's layout shifts from its first frame on (read with loadShift). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number[] };
    seen.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Cumulative layout shift of the load (the goal: shared/docs/promises.md), after a moment more. */
async function loadShift(page: Page): Promise<number> {
  await page.waitForTimeout(1000);
  return page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
}
