/**
 * `npm run bench:lighthouse`: Lighthouse (performance only) over the built console on a fresh demo
 * database, in Debian's Chromium: /Login signed out and the customer's signing page (/sign/<token>,
 * a link the administrator sends, as a customer opens it on a phone: the mobile preset), then every
 * section the SystemAdmin's side menu lists, signed in (Lighthouse shares the signed-in browser's
 * default context, so it sees the screen and not the sign-in page). Prints score, LCP, TBT and CLS
 * per route against its preset's goals (desktop: score ≥ 95, TBT ≤ 150 ms, CLS ≤ 0.1; mobile: score
 * ≥ 90, TBT ≤ 300 ms, CLS ≤ 0.1) and exits 1 when a route misses one.
 * Figures move with machine load: run it on an idle machine. BENCH_PORT (default 8192) picks the
 * server's port (Chromium's DevTools port is any free one), BENCH_SERVER_START_SECONDS how long its
 * start may take (default 180), LIGHTHOUSE_ROUTES a comma-separated subset of paths, CHROMIUM_PATH the
 * browser, LIGHTHOUSE_REPORT_DIR a folder for each route's whole Lighthouse report (JSON: the waterfall,
 * the long tasks and what each script cost, to find what a figure is made of). Stopped part-way (Ctrl+C), it prints the routes measured until then.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions, FULL_CHROMIUM } from '../src/chromium.mjs';
import { demoSigningLinkPath } from '../src/signing-link.mjs';
import { onStop, startBenchServer } from './bench-server.mjs';
import { buildStale } from './build.mjs';
import { log, ROOT } from './lib.mjs';

/** Each preset's goals: the console's screens on a desktop, the signing page on a phone. */
const PRESETS = {
  desktop: { config: desktopConfig, goals: { score: 95, tbtMs: 150, cls: 0.1 } },
  // Lighthouse's default config is its mobile one (a mid-range phone, throttled network and CPU).
  mobile: { config: undefined, goals: { score: 90, tbtMs: 300, cls: 0.1 } },
};
const PORT = Number(process.env.BENCH_PORT ?? 8192);
const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((p) => p.trim().toLowerCase());

await buildStale();
const { base, stop, dataDir } = await startBenchServer(PORT);
const require = createRequire(path.join(ROOT, 'host', 'package.json'));
const { chromium } = require('@playwright/test');
const profile = mkdtempSync(path.join(tmpdir(), 'tac-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  ...chromiumLaunchOptions,
  // Lighthouse measures in the full browser (its docs do not support the old headless shell).
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  // Port 0: Chromium picks a free one and names it in the profile, so the run takes no port of
  // anyone else's on a shared machine.
  args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0'],
  // The console's CSP refuses the scripts Lighthouse injects to measure.
  bypassCSP: true,
});

/** The port Chromium chose, from the file it writes into the profile once it listens. */
async function debugPort() {
  for (let i = 0; i < 100; i++) {
    try {
      const port = Number(readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('Chromium named no DevTools port in its profile');
}
const DEBUG_PORT = await debugPort();

async function run(route, preset) {
  const { lhr } = await lighthouse(
    `${base}${route}`,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    PRESETS[preset].config,
  );
  return lhr;
}

async function audit(route, preset = 'desktop', name = route) {
  let lhr = await run(route, preset);
  // A failed trace recording (NO_NAVSTART, …) is Lighthouse's own hiccup, and it asks to be run again.
  if (lhr.runtimeError) {
    log('lighthouse', `${route}: ${lhr.runtimeError.code}, measuring once more…`);
    lhr = await run(route, preset);
  }
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const file = `${preset}-${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, file), JSON.stringify(lhr));
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    name,
    preset,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    // Lighthouse's own failure (e.g. NO_LCP when nothing painted in time), so a missing figure explains itself.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

const results = [];
let failed = false;

/** The table of the routes measured, each against the goals; sets `failed` when one misses. */
function printResults() {
  console.log('\nLighthouse');
  for (const [preset, { goals }] of Object.entries(PRESETS))
    console.log(`  ${preset} goals: score ≥ ${goals.score}, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}`);
  console.log(
    `  ${'route'.padEnd(28)} ${'preset'.padEnd(7)} ${'score'.padStart(5)} ${'LCP'.padStart(9)} ${'TBT'.padStart(9)} ${'CLS'.padStart(6)}`,
  );
  for (const r of results) {
    const goals = PRESETS[r.preset].goals;
    const misses = [
      r.score < goals.score && 'score',
      !(r.tbtMs <= goals.tbtMs) && 'TBT',
      !(r.cls <= goals.cls) && 'CLS',
      new URL(r.finalUrl).pathname.toLowerCase() !== r.route.toLowerCase() && `ended on ${r.finalUrl}`,
      r.error,
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      `  ${r.name.padEnd(28)} ${r.preset.padEnd(7)} ${String(r.score).padStart(5)} ${`${Math.round(r.lcpMs)} ms`.padStart(9)} ${`${Math.round(r.tbtMs)} ms`.padStart(9)} ${r.cls.toFixed(3).padStart(6)}  ${misses.length ? `MISSES ${misses.join(', ')}` : 'ok'}`,
    );
  }
}

onStop(printResults, () => {
  stop();
  rmSync(profile, { recursive: true, force: true });
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!only || only.includes('/login')) {
    log('lighthouse', '/Login (signed out)…');
    results.push(await audit('/Login'));
  }
  if (!only || only.includes('/sign')) {
    log('lighthouse', "the customer's signing page (mobile)…");
    results.push(await audit(await demoSigningLinkPath(base, dataDir), 'mobile', '/sign/<token>'));
  }
  await page.goto(`${base}/Login`);
  await page.getByLabel('User name', { exact: true }).fill('sysadmin@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('TimeAdmin#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  const routes = await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
  for (const route of routes.filter((r) => !only || only.includes(r.toLowerCase()))) {
    log('lighthouse', `${route}…`);
    results.push(await audit(route));
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  stop();
}

printResults();
process.exit(failed ? 1 : 0);
