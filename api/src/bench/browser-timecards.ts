/**
 * Browser measure for the timecard list (added to bench-timecards.ts SECTIONS): in Chromium, the
 * time from the search debounce firing (before the request is made) to the first frame drawn with
 * the answer's rows in view, target ≤ 50 ms, and to the frame after every one of its 100 rows is in
 * the page (the table renders those below the view after its first frame: DataTable fixedColumns),
 * BENCH_BROWSER_RUNS searches, 100 by default. Needs the built host and mf-timecards
 * (`npm run build`) and Debian's chromium.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ApiPaths } from '@tac/contracts';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import { type BenchContext, percentiles, type Section } from './bench-timecards.ts';
import { BENCH_PASSWORD, BENCH_USER } from './seed-large.ts';

const SAMPLES = Number(process.env.BENCH_BROWSER_RUNS || 100);

interface PlaywrightCore {
  chromium: {
    launch(options: object): Promise<{
      newPage(options: object): Promise<BenchPage>;
      close(): Promise<void>;
    }>;
  };
}
interface BenchLocator {
  fill(value: string): Promise<void>;
  click(): Promise<void>;
  waitFor(options?: object): Promise<void>;
  first(): BenchLocator;
}
interface BenchPage {
  goto(url: string): Promise<unknown>;
  getByLabel(label: string, options?: object): BenchLocator;
  getByRole(role: string, options?: object): BenchLocator;
  locator(selector: string): BenchLocator;
  evaluate<T>(expression: string): Promise<T>;
  keyboard: { press(key: string): Promise<void> };
}

/**
 * playwright-core is a dependency of @tac/build (the e2e and bundle scripts use it), not of the API;
 * so are the launch options every browser run here shares.
 */
async function loadPlaywright(): Promise<PlaywrightCore & { launchOptions: object }> {
  const require = createRequire(path.join(REPO_ROOT, 'shared', 'build', 'package.json'));
  // A CommonJS package: its exports arrive as `default` when imported from ESM.
  const loaded = (await import(require.resolve('playwright-core'))) as PlaywrightCore & {
    default?: PlaywrightCore;
  };
  const { chromiumLaunchOptions } = (await import(require.resolve('@tac/build/chromium'))) as {
    chromiumLaunchOptions: object;
  };
  return { ...(loaded.default ?? loaded), launchOptions: chromiumLaunchOptions };
}

// In-page scripts as text: the API compiles without the DOM library.

/**
 * Forgets earlier debounce marks: the DataTable marks 'tac:search-debounced' (SEARCH_SENT_MARK in
 * @tac/ui) when the 1 s debounce fires, before React updates and the request is sent. Resource
 * timings go too: the browser keeps only 250 of them.
 */
const CLEAR_MARKS = `performance.clearMarks('tac:search-debounced'); performance.clearResourceTimings()`;

/** Rows in view at 1366×768 (the layout check's twelve): the first frame must show them answered. */
const ROWS_IN_VIEW = 12;

/**
 * Resolves with ms from the debounce firing to the first frame drawn with the answer's first
 * ROWS_IN_VIEW rows in the table (each row's Pay Code holds the term searched: the rows are kept by
 * place, so the page before's are there too) and the table no longer busy, and to the frame after all
 * of its 100 rows are (a task queued from the next animation frame runs once that frame is drawn);
 * also the part of it spent waiting for the list call (its Resource Timing), and the time the rows in
 * view were in the page (React's commit). Fails after 15 s rather than waiting for ever.
 */
const whenRowsRendered = (term: string) => `const LIST_PATH = ${JSON.stringify(ApiPaths.timecards.list)};
const TERM = ${JSON.stringify(term)};
new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no 100 rendered rows within 15 s of the search')), 15000);
  let sawBusy = false;
  let seen;
  const check = () => {
    const table = document.querySelector('table[aria-label="Timecards"]');
    const busy = table?.closest('[aria-busy]')?.getAttribute('aria-busy');
    const mark = performance.getEntriesByName('tac:search-debounced', 'mark').at(-1);
    if (!mark) return;
    if (busy === 'true') sawBusy = true;
    if (!sawBusy || busy !== 'false') return;
    const payCode = [...table.tHead.rows[0].cells].findIndex((th) => th.textContent.includes('Pay Code'));
    const rows = [...table.tBodies[0].rows];
    const answered = (row) => (row.cells[payCode]?.textContent ?? '').toUpperCase().includes(TERM);
    if (!seen && rows.length >= ${ROWS_IN_VIEW} && rows.slice(0, ${ROWS_IN_VIEW}).every(answered)) {
      const call = performance.getEntriesByType('resource')
        .filter((e) => e.name.includes(LIST_PATH) && e.startTime >= mark.startTime).at(-1);
      seen = { inPage: performance.now() - mark.startTime, call: call ? call.responseEnd - call.startTime : 0 };
      requestAnimationFrame(() => setTimeout(() => { seen.total = performance.now() - mark.startTime; done(); }));
    }
    if (seen && seen.all === undefined && !seen.allSeen && rows.length === 100 && rows.every(answered)) {
      seen.allSeen = true;
      requestAnimationFrame(() => setTimeout(() => { seen.all = performance.now() - mark.startTime; done(); }));
    }
  };
  const done = () => {
    if (seen.total === undefined || seen.all === undefined) return;
    observer.disconnect();
    resolve(seen);
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

export const browserList: Section = {
  name: 'browser: search debounce → 100 rows drawn (Chromium, 1366×768)',
  async run(ctx: BenchContext) {
    // A missing browser or build must not cost the figures the other sections measured.
    try {
      await measureInBrowser(this.name, ctx);
    } catch (error) {
      console.error(`  skipped: ${this.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  },
};

async function measureInBrowser(section: string, ctx: BenchContext): Promise<void> {
  const { chromium, launchOptions } = await loadPlaywright();
  const browser = await chromium.launch(launchOptions);

  const config = { ...loadConfig(), port: 0, host: '127.0.0.1', demo: false, database: ctx.target };
  const app = await buildApp({ config, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${base}/Login`);
    await page.getByLabel('User name', { exact: true }).fill(BENCH_USER);
    await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto(`${base}/TimeCard`);
    await page.locator('table[aria-label="Timecards"] tbody tr').first().waitFor({ timeout: 30_000 });
    // Four weeks, as the list cases: the default range (Monday to today) holds a single day on a
    // Monday, too few overtime rows to fill a page. The calendar moves a week per ArrowUp.
    await page.getByRole('button', { name: 'Choose From', exact: true }).click();
    for (let week = 0; week < 4; week++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.locator('table[aria-label="Timecards"] tbody tr:nth-child(100)').waitFor({ timeout: 30_000 });
    const box = page.getByRole('searchbox', { name: 'Search Pay Code' });
    const samples: number[] = [];
    const allSamples: number[] = [];
    const callSamples: number[] = [];
    const inPageSamples: number[] = [];
    // Alternating terms, so each one is a new search (an unchanged search is not sent again).
    for (let i = 0; i < SAMPLES + 3; i++) {
      const term = i % 2 ? 'OT' : 'REG';
      await page.evaluate(CLEAR_MARKS);
      const rendered = page.evaluate<{ total: number; all: number; call: number; inPage: number }>(
        whenRowsRendered(term),
      );
      await box.fill(term);
      const { total, all, call, inPage } = await rendered;
      // The first few warm the page.
      if (i >= 3) {
        samples.push(total);
        allSamples.push(all);
        callSamples.push(call);
        inPageSamples.push(inPage);
      }
    }
    ctx.report({
      section,
      name: 'debounce fired → answer drawn (first frame, rows in view)',
      ...percentiles(samples),
      unit: 'ms',
      target: { max: 50, on: 'p95' },
    });
    ctx.report({
      section,
      name: '  → all 100 rows in the page (the frame after)',
      ...percentiles(allSamples),
      unit: 'ms',
    });
    ctx.report({
      section,
      name: '  of which the list call (request → response)',
      ...percentiles(callSamples),
      unit: 'ms',
    });
    ctx.report({
      section,
      name: '  rows in view in the page (React commit) after',
      ...percentiles(inPageSamples),
      unit: 'ms',
    });
  } finally {
    await browser.close();
    await app.close();
  }
}
