import { expect, type Page, test } from '@playwright/test';
import { ApiPaths, timecardLink } from '@tac/contracts';
import { addDays, DEMO, isoDay, nextAnswer, shiftWeeks, signIn, startSignedIn } from './helpers.ts';
import { measureLayout } from './layout-measures.ts';

/**
 * Every list screen: the sections' lists and the seven reference lists. The timecards from a week
 * back: today holds no cards before the day's shifts end, and a list of few rows cannot show 12.
 */
const LISTS = [
  '/Security',
  timecardLink({ range: { from: isoDay(addDays(new Date(), -7)), to: isoDay(addDays(new Date(), -1)) } }),
  '/Projects',
  '/Employee',
  '/Devices',
  '/Report',
  '/TMVoucher',
  '/TmLog',
  '/ForeCast',
  '/DivisionPage',
  '/PayRollNoteOptionPage',
  '/EquipmentListPage',
  '/MaterialListPage',
  '/StatusCodeListPage',
  '/SupervisorOverrideReason',
];

const LAPTOP = { width: 1366, height: 768 };
const PORTRAIT = { width: 736, height: 1024 };

/** Waits until a list has drawn its rows (or its empty notice), not just its frame. */
async function listDrawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Rows laid out after their first frame (fixed-column tables) and web fonts settle: the fonts'
  // promise, then two frames drawn, rather than a fixed pause.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await listDrawn(page);
}

test.describe('every list screen at 1366×768 and 736×1024', () => {
  test.beforeEach(async ({ page }) => {
    await startSignedIn(page, DEMO.sysadmin);
  });

  for (const [name, size] of [
    ['1366x768', LAPTOP],
    ['736x1024', PORTRAIT],
  ] as const) {
    test(`at ${name}: whole words, whole placeholders, rows in view, no sideways page`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      const problems: string[] = [];
      for (const path of LISTS) {
        await visit(page, path);
        const m = await measureLayout(page);
        const at = `${path} at ${name}`;
        const before = problems.length;
        problems.push(...m.brokenWords.map((w) => `${at}: ${w}`));
        if (m.cutCells > 0) {
          // A value cut short gives its whole text on hover.
          const cut = page.locator('[data-cut-sample]');
          await cut.hover();
          const [title, text] = await cut.evaluate((el) => [
            el.getAttribute('title'),
            el.textContent?.trim(),
          ]);
          if (title !== text) problems.push(`${at}: a cut cell's title is ${title}, its text ${text}`);
        }
        problems.push(...m.clippedPlaceholders.map((p) => `${at}: placeholder clipped: ${p}`));
        if (m.pageOverflow > 0) problems.push(`${at}: the page scrolls sideways by ${m.pageOverflow} px`);
        if (size === LAPTOP && m.rowsLoaded >= 12 && m.rowsVisible < 12)
          problems.push(`${at}: ${m.rowsVisible} rows in view, under 12`);
        // A picture of the screens that fail, to see the problem; one of every screen costs a good
        // share of the test's CPU and is looked at only then.
        if (problems.length > before)
          await page.screenshot({ path: testInfo.outputPath(`${name}${path}.png`) });
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the shell on a narrow portrait screen', () => {
  test('the side menu lies over the page and goes away once an entry is chosen', async ({ page }) => {
    await page.setViewportSize(PORTRAIT);
    await page.goto('/Login');
    await signIn(page, DEMO.admin);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toHaveCount(0);
    await page.getByRole('button', { name: 'Show side menu' }).click();
    await expect(menu).toBeVisible();
    // Over the page, not beside it: the page keeps its width.
    expect((await measureLayout(page)).pageOverflow).toBe(0);
    await menu.getByRole('link', { name: 'Material List' }).click();
    await expect(page).toHaveURL(/\/MaterialListPage$/);
    await expect(menu).toHaveCount(0);
  });

  test('below 736 px the top bar keeps the role whole', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 900 });
    await page.goto('/Login');
    await signIn(page, DEMO.pm);
    const role = page.getByTestId('role-name');
    await expect(role).toHaveText('Project Manager');
    const lines = await role.evaluate((el) => {
      const style = getComputedStyle(el);
      return Math.round(el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
    });
    expect(lines).toBe(1);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  });
});

test('the timecards print as a clean landscape table of a few pages', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await startSignedIn(page, DEMO.admin);
  await visit(page, '/TimeCard');
  // Three weeks back to two: full weeks of the demo's rows, which no other spec on the same console
  // writes to (the field sync pushes today, the approval week works last week, the payroll week six
  // back), so the sheets count the same whichever specs ran before.
  await nextAnswer(page, ApiPaths.timecards.list, () => shiftWeeks(page, 'From', -3));
  await nextAnswer(page, ApiPaths.timecards.list, () => shiftWeeks(page, 'To', -2));
  await expect(page.locator('main table [aria-busy="true"]')).toHaveCount(0);
  // The page of rows the answer holds (the pager's total, at most a page of 100), once drawn.
  const total = Number((await page.getByText(/^Total: \d+$/).textContent())?.replace(/\D/g, ''));
  const rows = Math.min(total, 100);
  await expect(page.locator('main table tbody tr')).toHaveCount(rows);
  expect(rows).toBeGreaterThanOrEqual(50);
  // The console removes its print frame a second after print() returns (at once, headless); the
  // test reads the frame after that on a busy machine, so here the frame stays.
  await page.evaluate(() => {
    const remove = Element.prototype.remove;
    Element.prototype.remove = function (this: Element) {
      if (!(this instanceof HTMLIFrameElement)) remove.call(this);
    };
  });
  const attached = page.waitForEvent('frameattached');
  await page.getByRole('button', { name: 'Print' }).click();
  const frame = await attached;
  await expect.poll(() => frame.evaluate(() => document.querySelectorAll('tbody tr').length)).toBe(rows);
  // The table holds the column names and the text alone: no search box, filter or its label.
  expect(
    await frame.evaluate(() => document.querySelectorAll('table :is(input, select, button, label)').length),
  ).toBe(0);
  const html = await frame.content();

  // The sheet's width: A4 landscape less the 10 mm margins, at 96 px to the inch.
  const paper = await browser.newPage({ viewport: { width: 1047, height: 720 } });
  await paper.setContent(html);
  await paper.emulateMedia({ media: 'print' });
  // Column names wrap between words, never inside one (they broke letter by letter).
  const brokenNames = await paper.evaluate(() =>
    Array.from(document.querySelectorAll('table[data-print-table] th')).flatMap((th) => {
      const range = document.createRange();
      const text = th.firstChild;
      if (!text) return [];
      return (th.textContent ?? '').split(' ').flatMap((word, i, words) => {
        const start = words.slice(0, i).join(' ').length + (i > 0 ? 1 : 0);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1 ? [word] : [];
      });
    }),
  );
  expect(brokenNames).toEqual([]);
  await paper.screenshot({ path: test.info().outputPath('timecards-print.png') });
  const pdf = (await paper.pdf({ preferCSSPageSize: true })).toString('latin1');
  await paper.close();
  const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
  // A page of timecards (up to 100 rows of the spec's 24 columns, and for an approver Approval and
  // Exceptions) on a few sheets, not 14. The demo's rows change with the day and the hour, and a row
  // with an exception's text takes three lines: the bound leaves room for that, not for the squeeze.
  expect(pages, `${rows} rows printed on ${pages} pages`).toBeLessThanOrEqual(8);
  expect(pages).toBeGreaterThan(0);
});
