import { expect, type Page, test } from '@playwright/test';
import {
  addDays,
  chooseBatch,
  DEMO,
  employeeWeeksOf,
  isoDay,
  mondayOf,
  nextAnswer,
  openDialogWith,
  pushFieldTimecard,
  shiftWeeks,
  shortDay,
  startSignedIn,
  toast,
} from './helpers.ts';

/**
 * The approval loop's week walk (shared/docs/approval.md, shared/docs/payroll-export.md) on the
 * demo data (whose earlier batch payroll partly rejected: its lines and reasons show), last week: correct a line so it has a missed meal break, resolve that exception with
 * the premium line, approve the week (rejecting what still has an exception), close it, export a
 * batch, mark it processed (the Integration Status icons change); a timecard a device syncs for the
 * closed week through the field API lands on the Late list; and a correction after export reaches
 * the next batch.
 */

const LIST = '/api/TimeCard/GetTimeCardDetails';
const timecards = (page: Page) => page.getByRole('table', { name: 'Timecards' });
/** A row's Integration Status: its icon and its word, on screen (not a tooltip). */
const integrationStatus = (page: Page, word: string) =>
  timecards(page).locator('[data-cell-status]', { hasText: new RegExp(`^${word}$`) });

interface Row {
  lineId: number;
  employeeNumber: string;
  fullName: string;
  approvalState: string;
  exceptions: string[];
  weekEndingDate: string;
  intStatus: string;
  hoursType: string;
}

/** Opens the timecards from last Monday, filtered to last week's week ending, and gives its rows. */
async function lastWeekTimecards(page: Page, weekEnding: string): Promise<Row[]> {
  await nextAnswer<Row>(page, LIST, () => page.goto('/TimeCard'));
  await nextAnswer<Row>(page, LIST, () => shiftWeeks(page, 'From', -1));
  await page.getByRole('button', { name: 'Choose Filter Week Ending Date', exact: true }).click();
  const { rows } = await nextAnswer<Row>(page, LIST, () =>
    page
      .getByLabel('Filter Week Ending Date calendar')
      .locator(`[data-part="table-cell-trigger"][data-value="${weekEnding}"]`)
      .click(),
  );
  await expect(timecards(page).locator('[aria-busy="true"]')).toHaveCount(0);
  return rows;
}

/** Decides every row matching the filters, when the preview says some would take the decision. */
async function decideAll(page: Page, decision: 'Approve' | 'Reject') {
  await page.getByRole('button', { name: new RegExp(`^${decision} all \\(`) }).click();
  const dialog = page.getByRole('dialog', { name: `${decision} lines` });
  await expect(dialog.getByTestId('approval-preview')).toBeVisible();
  const submit = dialog.getByRole('button', { name: new RegExp(`^${decision} \\d+$`) });
  if (await submit.isDisabled()) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  if (decision === 'Reject')
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Meal break still open');
  await submit.click();
  await toast(page, new RegExp(`line\\(s\\) ${decision === 'Approve' ? 'approved' : 'rejected'}`));
  await expect(dialog).toBeHidden();
}

test('the approval week: correct, resolve, approve, close, export, process, late, change', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const weekEnding = isoDay(addDays(mondayOf(new Date()), -1));
  await startSignedIn(page, DEMO.admin);

  // The demo's payroll already rejected a few lines of an earlier batch: its row says how many and
  // opens them with payroll's reasons (each line is in Error until the office corrects it).
  await page.goto('/PayrollExport');
  const rejectedButton = page.getByRole('button', { name: /^Lines payroll rejected in batch \d+$/ }).first();
  await expect(rejectedButton).toHaveText(/^[1-9]\d* rejected$/);
  await rejectedButton.click();
  const rejected = page.getByRole('dialog', { name: /^Lines payroll rejected in batch \d+$/ });
  await expect(rejected.locator('tbody tr').first()).toContainText(/in Job Cost|pay rate in payroll/);
  await rejected.getByRole('button', { name: 'Close' }).click();
  await expect(rejected).toBeHidden();
  // The timecard list tells those lines as Error with payroll's reason beside it, at a glance.
  await nextAnswer<Row>(page, LIST, () => page.goto('/TimeCard'));
  await nextAnswer<Row>(page, LIST, () => shiftWeeks(page, 'From', -4));
  await nextAnswer<Row>(page, LIST, () =>
    page.getByRole('searchbox', { name: 'Search Integration Status' }).fill('Error'),
  );
  const inError = timecards(page).locator('tbody tr').first();
  await expect(inError.locator('[data-cell-status]')).toHaveText('Error');
  await expect(inError).toContainText(/in Job Cost|pay rate in payroll/);

  // Correct a pending line: no lunch over nine hours is a missed meal break, an open exception.
  const rows = await lastWeekTimecards(page, weekEnding);
  const line = rows.find((r) => r.approvalState === 'Pending' && r.exceptions.length === 0);
  expect(line, 'a pending line without exceptions last week').toBeTruthy();
  const name = `${line?.employeeNumber} - ${line?.fullName}`;
  const row = timecards(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Correct ${name}`) }) })
    .first();
  await row.getByRole('button', { name: /^Correct / }).click();
  const correct = page.getByRole('dialog', { name: 'Correct line' });
  await correct.getByRole('textbox', { name: 'Total Hours' }).fill('9');
  await correct.getByRole('textbox', { name: 'Start Time' }).fill('06:00');
  await correct.getByRole('textbox', { name: 'End Time' }).fill('15:00');
  await correct.getByRole('textbox', { name: 'Lunch Start' }).fill('');
  await correct.getByRole('textbox', { name: 'Lunch End' }).fill('');
  await correct.getByRole('textbox', { name: /Reason/ }).fill('Worked through lunch, per the foreman');
  await correct.getByRole('button', { name: 'Save correction' }).click();
  await toast(page, 'The line was corrected');
  // Until a dialog has gone, a click on the page behind it may open nothing (openDialogWith).
  await expect(correct).toBeHidden();

  // Resolve it with the one-hour premium line.
  const resolveButton = page.getByRole('button', { name: new RegExp(`^Resolve ${name}`) }).first();
  await expect(resolveButton).toBeVisible();
  await resolveButton.click();
  const resolve = page.getByRole('dialog', { name: 'Resolve exception' });
  await resolve.getByRole('textbox', { name: /Reason/ }).fill('No break given: premium paid');
  await resolve.getByRole('checkbox', { name: /meal premium/ }).check();
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await toast(page, 'The exception was resolved');
  await expect(resolve).toBeHidden();

  // Approve the week; what still has an open exception goes back to the field.
  await decideAll(page, 'Approve');
  await decideAll(page, 'Reject');

  // Close the week for every division at once: each closes, and the result says so division by
  // division (every line of it was decided above).
  await page.goto('/PayPeriods');
  const periods = page.getByRole('table', { name: 'Pay Periods' });
  await expect(periods.getByText(shortDay(weekEnding)).first()).toBeVisible();
  const closeButtons = page.getByRole('button', {
    name: new RegExp(`^Close .* week ending ${shortDay(weekEnding)}$`),
  });
  const divisions = await closeButtons.count();
  expect(divisions).toBeGreaterThan(0);
  const closeWeek = page.getByRole('button', {
    name: `Close week ending ${shortDay(weekEnding)} for every division`,
  });
  await expect(closeWeek).toBeEnabled();
  const confirm = page.getByRole('dialog', { name: `Close week ending ${shortDay(weekEnding)}` });
  await openDialogWith(closeWeek, confirm);
  await expect(confirm.getByRole('listitem')).toHaveCount(divisions);
  await confirm.getByRole('button', { name: 'Close week' }).click();
  await toast(page, `Week ending ${weekEnding}: ${divisions} of ${divisions} division(s) closed`);
  const closedResult = page.getByRole('list', { name: 'Close result by division' });
  await expect(closedResult.getByRole('listitem')).toHaveCount(divisions);
  await expect(closedResult.getByRole('listitem').filter({ hasNotText: /—\s*Closed$/ })).toHaveCount(0);
  await expect(closeButtons).toHaveCount(0);
  await expect(confirm).toBeHidden();

  // A device syncs a line for the closed week (its Wednesday): it arrives late, and the Late list
  // holds it, out of the closed period, until reviewed.
  const lateDay = isoDay(addDays(mondayOf(new Date()), -5));
  const arrived = await pushFieldTimecard(baseURL ?? '', lateDay);
  await page.reload();
  const late = page.getByRole('table', { name: 'Late list' });
  // The row whose selection box names the line's employee and day (a `has` locator is read inside
  // the row, so it starts from the page, not the table).
  const arrivedRow = late.locator('tbody tr').filter({
    has: page.getByRole('checkbox', {
      name: new RegExp(`^Select late line ${arrived.employeeNumber} - .* ${lateDay}$`),
    }),
  });
  await expect(arrivedRow).toBeVisible();
  await expect(arrivedRow).toContainText(arrived.projectNumber);

  // Export the week, download its CSV, mark it processed.
  expect(await chooseBatch(page, weekEnding)).toMatch(/^[1-9]\d* new line\(s\)/);
  await page.getByRole('button', { name: 'Make batch' }).click();
  await toast(page, /Batch \d+ was made with \d+ line\(s\)/);
  const batches = page.getByRole('table', { name: 'Payroll batches' });
  const newest = batches.locator('tbody tr').first();
  await expect(newest.getByRole('img', { name: 'Exported' })).toBeVisible();
  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: /as Generic CSV$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await newest.getByRole('button', { name: /^Mark batch \d+ processed$/ }).click();
  const processed = page.getByRole('dialog', { name: /^Mark batch \d+ processed$/ });
  await processed.getByRole('textbox', { name: 'Payroll batch number' }).fill('PR-E2E-1');
  await processed.getByRole('button', { name: 'Mark processed' }).click();
  await toast(page, /Batch \d+ was marked processed/);
  await expect(newest.getByRole('img', { name: 'Processed' })).toBeVisible();

  // The timecards' Integration Status icons follow the batch.
  const after = await lastWeekTimecards(page, weekEnding);
  expect(after.some((r) => r.intStatus === 'Processed')).toBe(true);
  await expect(integrationStatus(page, 'Processed').first()).toBeVisible();

  // Reopen the week for every division with one reason, correct an exported line: it is Changed,
  // and once approved the next batch carries it as a correction.
  await page.goto('/PayPeriods');
  const reopenButtons = page.getByRole('button', {
    name: new RegExp(`^Reopen .* week ending ${shortDay(weekEnding)}$`),
  });
  await expect(reopenButtons.first()).toBeVisible();
  const closed = await reopenButtons.count();
  const reopen = page.getByRole('dialog', { name: `Reopen week ending ${shortDay(weekEnding)}` });
  await openDialogWith(
    page.getByRole('button', { name: `Reopen week ending ${shortDay(weekEnding)} for every division` }),
    reopen,
  );
  await reopen.getByRole('textbox', { name: /Reason/ }).fill('Payroll asked for a fix');
  await reopen.getByRole('button', { name: 'Reopen week' }).click();
  await toast(page, `Week ending ${weekEnding}: ${closed} of ${closed} division(s) reopened`);
  await expect(
    page.getByRole('list', { name: 'Reopen result by division' }).getByRole('listitem'),
  ).toHaveCount(closed);
  await expect(reopenButtons).toHaveCount(0);
  await expect(reopen).toBeHidden();
  // A regular line of a person whose week is whole and as worked out (none of its lines rejected,
  // none pending): travel is regular time too, so the week's overtime stays as worked out (a
  // rejected day's hours would not count, and its overtime line would no longer be overtime:
  // shared/docs/overtime.md).
  const steady = (await employeeWeeksOf(baseURL ?? '', weekEnding)).find(
    (w) => w.overtime === 'None' && w.rejected === 0 && w.pending === 0 && w.approved > 0,
  );
  expect(steady, 'an employee-week with every line approved and no overtime to resolve').toBeTruthy();
  await lastWeekTimecards(page, weekEnding);
  const { rows: theirs } = await nextAnswer<Row>(page, LIST, () =>
    page.getByRole('searchbox', { name: 'Search Employee Number - Name' }).fill(steady?.employeeNumber ?? ''),
  );
  const exported = theirs.find((r) => r.intStatus === 'Processed' && r.hoursType === 'REG');
  const exportedName = `${exported?.employeeNumber} - ${exported?.fullName}`;
  await page
    .getByRole('button', { name: new RegExp(`^Correct ${exportedName}`) })
    .first()
    .click();
  const fix = page.getByRole('dialog', { name: 'Correct line' });
  // The Pay Code is a choice of the Pay Code List's active codes.
  await fix.getByRole('combobox', { name: 'Pay Code' }).click();
  await page.getByRole('option', { name: /^TRV\b/ }).click();
  await fix.getByRole('textbox', { name: /Reason/ }).fill('Travel, not regular: no overtime that week');
  await fix.getByRole('button', { name: 'Save correction' }).click();
  await toast(page, 'The line was corrected');
  await expect(fix).toBeHidden();
  await expect(integrationStatus(page, 'Changed').first()).toBeVisible();
  await decideAll(page, 'Approve');
  expect(await chooseBatch(page, weekEnding)).toMatch(/ 1 correction\(s\)/);
  await page.getByRole('button', { name: 'Make batch' }).click();
  await toast(page, /Batch \d+ was made with 1 line\(s\)/);
  await expect(batches.locator('tbody tr').first()).toContainText('(1 corr.)');
});
