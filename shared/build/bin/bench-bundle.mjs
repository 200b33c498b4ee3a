/**
 * `npm run bench:bundle`: builds what is stale, then prints
 *   1. per app, the gzip size of the scripts its page or container starts with (the host's
 *      index.html scripts; a remote's remoteEntry.js);
 *   2. measured in Chromium against the built app on a fresh demo database, the gzip JS fetched for
 *      /Login, then after signing in (the landing screen), then for /MaterialListPage opened from the
 *      side menu; file by file, with the packages each file holds;
 *   3. for every remote the server deploys, in a fresh browser signed in as the SystemAdmin, the JS
 *      its own build served to open its first screen from the side menu (its cost beyond the host);
 *   4. how many copies of each shared singleton were fetched (must be 1 each): the builds that
 *      supplied it, with the files that hold it.
 * Budgets (src/budgets.mjs): /Login ≤ 130 KB gzip; each remote's first screen ≤ 30 KB gzip beyond
 * the host. The /Login budget is also checked on every `npm test` (host/e2e/first-screen.spec.ts).
 * Exits 1 when a budget is exceeded, a deployed remote has no first screen listed here, or a
 * singleton does not have exactly one copy.
 * BENCH_PORT (default 8191) picks the server's port, BENCH_SERVER_START_SECONDS how long its start
 * may take (default 180); CHROMIUM_PATH the browser. Stopped part-way (Ctrl+C), it prints what it
 * measured until then.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOGIN_BUDGET_KB, REMOTE_BUDGET_KB } from '../src/budgets.mjs';
import { chromiumLaunchOptions } from '../src/chromium.mjs';
import { onStop, startBenchServer } from './bench-server.mjs';
import { buildableApps, buildStale } from './build.mjs';
import { ROOT } from './lib.mjs';

const SCREEN = {
  path: '/MaterialListPage',
  remote: 'mf-reference',
  menu: 'Material List',
  heading: 'Material List',
};
/** The first screen of each remote: the page a user opens first from the menu. */
const FIRST_SCREENS = {
  'mf-reference': SCREEN,
  'mf-reports': { path: '/Report', menu: 'Reports', heading: 'Schedule Reports' },
  'mf-security': { path: '/Security', menu: 'Security', heading: 'Security' },
  'mf-timecards': { path: '/TimeCard', menu: 'Timecards', heading: 'Timecards' },
  'mf-vouchers': { path: '/TMVoucher', menu: 'T&M Voucher', heading: 'T&M Voucher' },
  'mf-workforce': { path: '/Projects', menu: 'Projects', heading: 'Projects' },
};
/**
 * Packages that must arrive once (shared/docs/architecture.md "Shared packages"), as bundle-contents.json
 * names them. @tac/contracts is not one: each build bundles the parts it imports.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router', // shared as the slim router (shared/build/src/router), under react-router-dom too
  '@emotion/react',
  'zustand',
  '@tanstack/react-query',
  '@tac/session',
  '@tac/api-client',
  '@tac/ui',
  '@chakra-ui/react',
];
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (list) => list.reduce((s, f) => s + f.gzip, 0);
const verdict = (bytes, budgetKb) => (bytes <= budgetKb * 1024 ? 'ok' : 'OVER');

await buildStale();

function appDist(app) {
  if (app === 'host') return path.join(ROOT, 'host', 'dist');
  const version = JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
  return path.join(ROOT, app, 'dist', version);
}

/** The script files an HTML page loads, in order: `src=` quoted or not, relative or rooted. */
function htmlScripts(html) {
  return [...html.matchAll(/<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .map((src) => new URL(src, 'http://host/').pathname.replace(/^\//, ''));
}

const gzipFile = (file) => gzipSync(readFileSync(file)).length;

console.log('\nStart-up scripts per app (gzip; what index.html or the container entry loads first)');
for (const app of buildableApps()) {
  const dist = appDist(app);
  const initial =
    app === 'host' ? htmlScripts(readFileSync(path.join(dist, 'index.html'), 'utf8')) : ['remoteEntry.js'];
  const missing = initial.filter((f) => !existsSync(path.join(dist, f)));
  if (missing.length) throw new Error(`${app}: ${missing.join(', ')} named as start-up script but not built`);
  const size = initial.reduce((s, f) => s + gzipFile(path.join(dist, f)), 0);
  console.log(`  ${app.padEnd(14)} ${kb(size).padStart(9)}  ${initial.join(', ')}`);
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
function packagesOf(url) {
  const { app, file } = appOfUrl(url);
  const entry = contents.get(app)?.[file];
  return Array.isArray(entry) ? entry : (entry?.packages ?? []);
}

const { base, stop } = await startBenchServer(PORT);

const require = createRequire(path.join(ROOT, 'host', 'package.json'));
const { chromium } = require('@playwright/test');
const browser = await chromium.launch(chromiumLaunchOptions);

function printFiles(title, files, budget) {
  const total = sum(files);
  const head = `  ${title.padEnd(34)} ${kb(total).padStart(9)} in ${String(files.length).padStart(2)} files`;
  console.log(budget ? `${head}   budget ${budget} KB: ${verdict(total, budget)}` : head);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const { app, file } = appOfUrl(f.url);
    const where = app === 'host' ? file : `${app}/${file}`;
    const packages = packagesOf(f.url).join(' ') || "(the app's own code)";
    console.log(`    ${kb(f.gzip).padStart(9)}  ${where.padEnd(42)} ${packages}`);
  }
}

let exitCode = 0;
const pageErrors = [];
const remoteScreens = [];
/** Each walk's phase measured so far (its title, files and budget), for a run stopped part-way. */
const measured = [];

onStop(() => {
  for (const m of measured) printFiles(m.title, m.files, m.budget);
  if (measured.length === 0) console.log('  nothing in Chromium yet (the start-up scripts are above)');
}, stop);

/**
 * In a fresh browser context (empty cache), signs in as the SystemAdmin, who may open every
 * section, then opens the remote's first screen from the menu; returns the JS files (with their gzip
 * sizes) that remote's build served, whether they loaded for the landing screen or for this one.
 */
async function remoteFirstScreen(remote, first) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (response) => {
      if (appOfUrl(response.url()).app !== remote || response.status() >= 300) return;
      if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
      const url = response.url();
      fetched.push(
        response.body().then(
          (body) => ({ url, gzip: gzipSync(body).length }),
          () => ({ url, gzip: 0 }),
        ),
      );
    });
    await page.goto(`${base}/Login`, { waitUntil: 'networkidle' });
    await page.getByLabel('User name', { exact: true }).fill('sysadmin@demo.local');
    await page.getByLabel('Password', { exact: true }).fill('TimeAdmin#2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname.toLowerCase() !== first.path.toLowerCase()) {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: first.menu, exact: true })
        .click();
      await page.waitForURL(`**${first.path}`);
    }
    await page.getByRole('heading', { level: 1, name: first.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    return await Promise.all(fetched);
  } finally {
    await context.close();
  }
}
try {
  const page = await browser.newPage();
  // Shown when a step fails, so a broken build explains itself.
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text().split('\n')[0]);
  });
  // Responses are recorded in arrival order; their bodies are read (and gzipped) when a phase ends.
  const pending = [];
  page.on('response', (response) => {
    const url = response.url();
    const isJs = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(url).pathname);
    if (!isJs || response.status() >= 300) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url, gzip: gzipSync(body).length }))
        .catch(() => ({ url, gzip: 0 })),
    );
  });
  let taken = 0;
  const phase = async () => {
    // Let lazily loaded chunks (idle callbacks, effects) arrive, then collect what this phase fetched.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending.slice(taken));
    taken += files.length;
    return files;
  };

  await page.goto(`${base}/Login`, { waitUntil: 'networkidle' });
  const loginJs = await phase();
  measured.push({ title: '/Login', files: loginJs, budget: LOGIN_BUDGET_KB });

  await page.getByLabel('User name', { exact: true }).fill('admin@demo.local');
  await page.getByLabel('Password', { exact: true }).fill('TimeAdmin#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  const landing = new URL(page.url()).pathname;
  const landingJs = await phase();
  measured.push({ title: `sign in as admin, landing on ${landing}`, files: landingJs });

  if (landing.toLowerCase() !== SCREEN.path.toLowerCase()) {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: SCREEN.menu, exact: true })
      .click();
    await page.waitForURL(`**${SCREEN.path}`);
  }
  await page.getByRole('heading', { name: SCREEN.heading }).waitFor();
  const screenJs = landing.toLowerCase() === SCREEN.path.toLowerCase() ? [] : await phase();
  const all = [...loginJs, ...landingJs, ...screenJs];

  console.log('\nJS fetched in Chromium (gzip), largest first, with the packages each file holds');
  printFiles('/Login', loginJs, LOGIN_BUDGET_KB);
  printFiles(`sign in as admin, landing on ${landing}`, landingJs);
  if (screenJs.length) printFiles(`then ${SCREEN.path} from the menu`, screenJs);

  console.log('\nJS each remote served in this walk (beyond the host)');
  const remoteBytes = new Map();
  for (const f of all) {
    const { app } = appOfUrl(f.url);
    if (app !== 'host') remoteBytes.set(app, (remoteBytes.get(app) ?? 0) + f.gzip);
  }
  for (const [app, bytes] of [...remoteBytes].sort())
    console.log(`  ${app.padEnd(14)} ${kb(bytes).padStart(9)}`);

  // A copy is a build that supplied the package: one build splits a package over chunks without
  // repeating a module, while a second build supplying it would be a second instance at run time.
  console.log('\nCopies of shared packages fetched (the builds supplying each, with their files)');
  for (const pkg of SINGLETONS) {
    const files = all.filter((f) => packagesOf(f.url).includes(pkg)).map((f) => appOfUrl(f.url));
    const builds = new Set(files.map((f) => f.app));
    const ok = builds.size === 1;
    if (!ok) exitCode = 1;
    const where = [...new Set(files.map(({ app, file }) => `${app}/${file}`))].join(', ');
    console.log(`  ${pkg.padEnd(18)} ${builds.size}  ${ok ? 'ok   ' : 'NOT 1'}  ${where}`);
  }

  console.log('\nEach deployed remote: its first screen opened from the menu (its own JS, beyond the host)');
  const manifest = await (await fetch(`${base}/api/Remotes/Manifest`)).json();
  for (const { name } of manifest.data) {
    const first = FIRST_SCREENS[name];
    if (!first) {
      console.log(`  ${name.padEnd(14)} no first screen listed in bench-bundle.mjs FIRST_SCREENS`);
      exitCode = 1;
      continue;
    }
    const files = await remoteFirstScreen(name, first);
    measured.push({ title: `${name} ${first.path}`, files, budget: REMOTE_BUDGET_KB });
    const bytes = sum(files);
    remoteScreens.push({ name, path: first.path, bytes });
    printFiles(`${name} ${first.path}`, files, REMOTE_BUDGET_KB);
  }

  const loginTotal = sum(loginJs);
  console.log('\nSummary');
  const row = (label, bytes, budgetKb) =>
    console.log(
      `  ${label.padEnd(36)} ${kb(bytes).padStart(9)}   budget ${String(budgetKb).padStart(3)} KB  ${verdict(bytes, budgetKb)}`,
    );
  row('/Login JS', loginTotal, LOGIN_BUDGET_KB);
  for (const r of remoteScreens) row(`${r.path} (${r.name})`, r.bytes, REMOTE_BUDGET_KB);
  console.log(
    `  ${'singletons'.padEnd(36)} ${exitCode === 0 ? 'one copy each' : 'a copy too many (see above)'}`,
  );
  if (loginTotal > LOGIN_BUDGET_KB * 1024) exitCode = 1;
  if (remoteScreens.some((r) => r.bytes > REMOTE_BUDGET_KB * 1024)) exitCode = 1;
} catch (error) {
  console.error(`\nThe walk through the console failed: ${error.message.split('\n')[0]}`);
  if (pageErrors.length) console.error(`Errors in the page:\n  ${[...new Set(pageErrors)].join('\n  ')}`);
  exitCode = 1;
} finally {
  await browser.close();
  stop();
}
process.exit(exitCode);
