import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  addDays,
  chooseBatch,
  DEMO,
  isoDay,
  mondayOf,
  openDialogWith,
  pushFieldTimecards,
  shiftWeeks,
  shortDay,
  startSignedIn,
  toast,
} from './helpers.ts';

/**
 * A California week walked by employee (shared/docs/overtime.md): a tablet sends a week of one
 * person with a 13-hour Monday and a seventh day of 9 hours, every hour as regular; the week view
 * raises the Overtime exception, the worked-out split is applied as corrections, the second meal
 * breaks are resolved on the unfolded lines, the week is approved, closed for every division at once
 * and exported; the Vista file carries DayNum and the mapped numeric Employee and EarnCode, and the
 * batch's lines show on screen. The week is six weeks back, where the demo data has no lines.
 */

test('a California week by employee: overtime worked out and applied, approved, closed, exported to Vista', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const weekEnding = isoDay(addDays(mondayOf(new Date()), -1 - 35));
  const day = (i: number) => isoDay(addDays(new Date(`${weekEnding}T12:00:00`), i - 6));
  const short = shortDay(weekEnding);
  const shift = (d: string, hours: number, start: string, lunch: [string, string], end: string) => ({
    day: d,
    hoursType: 'REG',
    hours,
    startTime: start,
    lunchStartTime: lunch[0],
    lunchEndTime: lunch[1],
    endTime: end,
  });
  const sent = await pushFieldTimecards(baseURL ?? '', [
    shift(day(0), 13, '06:00', ['11:00', '11:30'], '19:30'),
    ...[1, 2, 3, 4, 5].map((i) => shift(day(i), 4, '07:00', ['', ''], '11:00')),
    shift(day(6), 9, '06:00', ['11:00', '11:30'], '15:30'),
  ]);
  // Demo employee numbers (E5001…) hold nothing a pattern reads otherwise.
  const who = sent.employeeNumber;
  await startSignedIn(page, DEMO.admin);

  // The week by employee, six weeks back, this person.
  await page.goto('/TimeCard');
  await page.getByRole('button', { name: 'By employee' }).click();
  const weeks = page.getByRole('table', { name: 'Timecards by employee' });
  await shiftWeeks(page, 'From', -6);
  await weeks.getByRole('searchbox', { name: 'Search Employee Number - Name' }).fill(sent.employeeNumber);
  const row = weeks.locator('tbody tr').filter({ hasText: short }).filter({ hasText: sent.employeeNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('42 · 0 · 0');
  await expect(row).toContainText('Overtime open');
  // Worked out: Monday 8 · 4 · 1, five days of 4, Sunday the seventh day 0 · 8 · 1.
  await expect(row).toContainText('28 · 12 · 2');

  // Apply the worked-out split: Monday's line keeps 8 and two new lines carry 4 at 1.5× and 1 at
  // 2×; Sunday's line takes 8 at 1.5× and a new line 1 at 2×.
  const resolve = page.getByRole('dialog', { name: 'Resolve overtime' });
  await openDialogWith(
    row.getByRole('button', { name: new RegExp(`^Resolve the overtime of ${who} - `) }),
    resolve,
  );
  const days = resolve.getByRole('table', { name: /Days whose hours differ/ });
  await expect(days.getByRole('row', { name: 'Mon 13 · 0 · 0 8 · 4 · 1' })).toBeVisible();
  await expect(days.getByRole('row', { name: 'Sun 9 · 0 · 0 0 · 8 · 1' })).toBeVisible();
  await resolve.getByRole('textbox', { name: /Reason/ }).fill('California: daily and seventh-day overtime');
  await resolve.getByRole('button', { name: 'Apply the split' }).click();
  await toast(page, 'The worked-out split was applied: 2 line(s) corrected, 3 line(s) added');
  await expect(resolve).toBeHidden();
  await expect(row).not.toContainText('Overtime open');
  await expect(row).toContainText('28 · 12 · 2');

  // Monday's three lines still miss a second meal break: resolved on the unfolded week.
  await row.getByRole('button', { name: new RegExp(`^Show the lines of ${who} - `) }).click();
  const lines = page.getByRole('table', { name: 'Timecards', exact: true });
  await expect(lines.locator('tbody tr')).toHaveCount(10);
  const exception = page.getByRole('dialog', { name: 'Resolve exception' });
  for (let i = 0; i < 3; i++) {
    await openDialogWith(
      lines.getByRole('button', { name: new RegExp(`^Resolve ${who} - `) }).first(),
      exception,
    );
    await exception.getByRole('textbox', { name: /Reason/ }).fill('Second meal break waived in writing');
    await exception.getByRole('button', { name: 'Resolve' }).click();
    await toast(page, 'The exception was resolved');
    await expect(exception).toBeHidden();
  }

  // Approve the whole week.
  const approve = page.getByRole('dialog', { name: 'Approve lines' });
  await openDialogWith(
    row.getByRole('button', { name: new RegExp(`^Approve the week of ${who} - `) }),
    approve,
  );
  await approve.getByRole('button', { name: 'Approve 10' }).click();
  await toast(page, '10 line(s) approved');
  await expect(approve).toBeHidden();
  await expect(row).toContainText('10 approved');

  // Close the week for every division at once.
  await page.goto('/PayPeriods');
  await shiftWeeks(page, 'From week ending', -3);
  const closeWeek = page.getByRole('button', { name: `Close week ending ${short} for every division` });
  const confirm = page.getByRole('dialog', { name: `Close week ending ${short}` });
  await openDialogWith(closeWeek, confirm);
  await confirm.getByRole('button', { name: 'Close week' }).click();
  await toast(page, /division\(s\) closed/);
  await expect(page.getByRole('list', { name: 'Close result by division' })).toContainText('Closed');

  // Export it: the Vista file has DayNum and the mapped numeric codes; the batch's lines show.
  expect(await chooseBatch(page, weekEnding)).toMatch(/^10 new line\(s\)/);
  await page.getByRole('button', { name: 'Make batch' }).click();
  await toast(page, /Batch \d+ was made with 10 line\(s\)/);
  const newest = page.getByRole('table', { name: 'Payroll batches' }).locator('tbody tr').first();
  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: /as Viewpoint Vista PR timecard batch$/ }).click();
  const vista = readFileSync((await (await download).path()) as string, 'utf8')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const [header = [], ...rows] = vista;
  expect(header).toEqual(
    expect.arrayContaining(['DayNum', 'Employee', 'EarnCode', 'Craft', 'Class', 'Shift']),
  );
  const column = (name: string) => rows.map((r) => r[header.indexOf(name)] ?? '');
  expect(rows).toHaveLength(10);
  expect(new Set(column('DayNum'))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7']));
  for (const value of [...column('Employee'), ...column('EarnCode')]) expect(value).toMatch(/^\d+$/);
  expect(new Set(column('EarnCode')).size).toBe(3);

  const batchLines = page.getByRole('dialog', { name: /^Batch \d+: lines and files$/ });
  await openDialogWith(newest.getByRole('button', { name: /^Lines and files of batch \d+$/ }), batchLines);
  await expect(batchLines.getByText(sent.employeeNumber).first()).toBeVisible();
  // Totalled by pay code: regular, 1.5× and 2× as the split gave them.
  const byPayCode = batchLines.getByRole('table', { name: 'Totals by pay code' });
  for (const code of ['REG', 'OT', 'DT']) await expect(byPayCode).toContainText(code);
});
