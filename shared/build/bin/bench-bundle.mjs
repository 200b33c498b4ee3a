/**
 * `npm run bench:bundle`: prints, per app, the gzip size of its initial JS; then, measured in
 * Chromium against the built app, the gzip JS fetched for /Login and for /MaterialListPage (beyond
 * what /Login already loaded), and how many copies of the singletons were fetched (must be 1 each).
 * Budgets: /Login ≤ 150 KB gzip; a remote's first screen ≤ 30 KB gzip beyond the host.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildableApps, buildStale } from './build.mjs';
import { log, ROOT } from './lib.mjs';

const LOGIN_BUDGET_KB = 150;
const REMOTE_BUDGET_KB = 30;
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  'zustand',
  '@tac/contracts',
  '@tac/session',
  '@tac/api-client',
  '@tac/ui',
];
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await buildStale();

function appDist(app) {
  if (app === 'host') return path.join(ROOT, 'host', 'dist');
  const version = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
  return path.join(ROOT, app, 'dist', version);
}

console.log('\nInitial JS per app (gzip)');
for (const app of buildableApps()) {
  const dist = appDist(app);
  const initial =
    app === 'host'
      ? [
          ...readFileSync(path.join(dist, 'index.html'), 'utf8').matchAll(
            /<script[^>]*\ssrc="?\/?([^"\s>]+)/g,
          ),
        ].map((m) => m[1])
      : ['remoteEntry.js'];
  const size = initial.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  console.log(`  ${app.padEnd(14)} ${kb(size).padStart(10)}  (${initial.join(', ')})`);
}

// Which packages each emitted file holds, per app, from the build's bundle-contents.json.
const contents = new Map();
for (const app of buildableApps()) {
  const file = path.join(appDist(app), 'bundle-contents.json');
  if (existsSync(file)) contents.set(app, JSON.parse(readFileSync(file, 'utf8')));
}
function appOfUrl(url) {
  const { pathname } = new URL(url);
  const remote = pathname.match(/^\/remotes\/([^/]+)\/[^/]+\/(.+)$/);
  return remote ? { app: remote[1], file: remote[2] } : { app: 'host', file: pathname.slice(1) };
}

log('bench', 'starting the server on a fresh demo database…');
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: {
    ...process.env,
    PORT: String(PORT),
    TAC_DEMO: '1',
    TAC_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tac-bench-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/Config`)).ok) break;
  } catch {}
  if (i > 300) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const require = createRequire(path.join(ROOT, 'host', 'package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let exitCode = 0;
try {
  const page = await browser.newPage();
  const fetched = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') && !url.includes('.js?')) return;
    try {
      fetched.push({ url, gzip: gzipSync(await response.body()).length });
    } catch {}
  });
  await page.goto(`${base}/Login`, { waitUntil: 'networkidle' });
  const loginJs = [...fetched];
  await page.getByLabel('User name', { exact: true }).fill('admin@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('TimeAdmin#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/MaterialListPage');
  await page.getByRole('heading', { name: 'Material List' }).waitFor();
  await page.waitForLoadState('networkidle');
  const screenJs = fetched.slice(loginJs.length);

  const sum = (list) => list.reduce((s, f) => s + f.gzip, 0);
  const loginTotal = sum(loginJs);
  const remoteTotal = sum(screenJs.filter((f) => appOfUrl(f.url).app !== 'host'));
  console.log('\nJS fetched in Chromium (gzip)');
  console.log(
    `  /Login              ${kb(loginTotal).padStart(10)}  in ${loginJs.length} files   budget ${LOGIN_BUDGET_KB} KB  ${loginTotal <= LOGIN_BUDGET_KB * 1024 ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  /MaterialListPage   ${kb(sum(screenJs)).padStart(10)}  more, of which mf-reference ${kb(remoteTotal)}   budget ${REMOTE_BUDGET_KB} KB  ${remoteTotal <= REMOTE_BUDGET_KB * 1024 ? 'ok' : 'OVER'}`,
  );
  for (const f of fetched) console.log(`    ${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);

  console.log('\nCopies of shared modules fetched (builds that supplied each)');
  for (const pkg of SINGLETONS) {
    const suppliers = new Set();
    for (const f of fetched) {
      const { app, file } = appOfUrl(f.url);
      if (contents.get(app)?.[file]?.includes(pkg)) suppliers.add(app);
    }
    const ok = suppliers.size === 1;
    if (!ok) exitCode = 1;
    console.log(
      `  ${pkg.padEnd(18)} ${suppliers.size}  ${ok ? 'ok' : 'NOT 1'}  (${[...suppliers].join(', ')})`,
    );
  }
  if (loginTotal > LOGIN_BUDGET_KB * 1024 || remoteTotal > REMOTE_BUDGET_KB * 1024) exitCode = 1;
} finally {
  await browser.close();
  server.kill();
}
process.exit(exitCode);
