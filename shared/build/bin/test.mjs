/**
 * `npm test`: everything the project checks, in two lanes side by side on the 2 cores: the API tests
 * (PostgreSQL when one is reachable, PGlite); and lint, typecheck, the unit and component tests, the
 * build and the built app end to end in Chromium, then the cluster proof. Prints each step's time
 * and CPU and the total. Installs what is missing first (dependencies; Chromium's headless shell,
 * HAProxy, Prometheus and poppler-utils from Debian when running as root). shared/docs/testing.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { FULL_CHROMIUM, HEADLESS_SHELL } from '../src/chromium.mjs';
import { createE2eDatabases } from '../src/e2e-databases.mjs';
import { bin, ensureDependencies, log, mustRun, ROOT, run } from './lib.mjs';

const started = Date.now();
// `npm run test:deep`: the sized suites at their full size (bad input, report generation) and every
// API suite on both databases (shared/docs/testing.md).
const deep = process.argv.includes('--deep');
const results = [];

/** Each package runs its own copy of a tool (pnpm links bins per package, not at the root). */
function packageBin(dir, name) {
  return path.join(ROOT, dir, 'node_modules', '.bin', name);
}

/**
 * Runs a command as `run` does and also measures the CPU it and its children used (the shell's
 * `times`): with two lanes at once, wall time alone does not say which step costs the cores.
 */
async function measured(command, args, options) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tac-test-cpu-'));
  const file = path.join(dir, 'times');
  let output = '';
  try {
    const code = await run(
      'sh',
      ['-c', '"$@"; s=$?; times > "$TAC_TIMES_FILE"; exit $s', 'sh', command, ...args],
      {
        ...options,
        env: { ...(options?.env ?? process.env), TAC_TIMES_FILE: file },
        onHeld: (text) => {
          output = text;
        },
      },
    );
    // `times` prints the shell's own user and system time, then its children's: '1m2.50s 0m3.10s'.
    const children = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').at(-1) : '';
    const cpu = [...(children ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec),
      0,
    );
    return { code, cpu, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The lines of a failed step's output that name what failed and why (Vitest's FAIL and ×, Playwright's
 * ✘ and numbered failures, errors with the diff lines that follow them), at most `max`: printed again
 * above the summary, so the end of the run's output (all a CI page may show) says which tests failed
 * and what they saw, not only which step.
 */
function failureLines(output, max = 24) {
  const named = /^\s*(FAIL\b|×|✘|\d+\) \S|Error:|AssertionError|TimeoutError)/;
  const diff = /^\s*[+-] /;
  const picked = [];
  let afterError = 0;
  for (const line of stripVTControlCharacters(output).split('\n')) {
    if (named.test(line)) {
      picked.push(line);
      afterError = /Error/.test(line) ? 14 : 0;
    } else if (afterError > 0) {
      afterError--;
      if (diff.test(line)) picked.push(line);
    }
  }
  return [...new Set(picked.map((line) => line.trimEnd().slice(0, 240)))].slice(0, max);
}

/** One step: `fn` resolves to an exit code, or to `{ code, cpu, output }` (measured). */
async function step(name, fn) {
  const t = Date.now();
  log('test', `${name}…`);
  const outcome = await fn();
  const { code, cpu, output } =
    typeof outcome === 'number' ? { code: outcome, cpu: undefined, output: '' } : outcome;
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  const cpuText = cpu === undefined ? '' : `, CPU ${cpu.toFixed(1)} s`;
  const failures = code === 0 ? [] : failureLines(output ?? '');
  results.push({ name, ok: code === 0, seconds, cpuText, cpu: cpu ?? 0, failures });
  log('test', `${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s${cpuText}`);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * The end-to-end browser: Debian's headless shell (shared/build/src/chromium.mjs), installed when
 * missing and running as root; otherwise the full Chromium when present, at a higher CPU cost.
 */
async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL)) return;
  if (process.getuid?.() !== 0) {
    if (existsSync(FULL_CHROMIUM)) {
      log(
        'test',
        `${HEADLESS_SHELL} is missing: the end-to-end suite runs in ${FULL_CHROMIUM}, more slowly.`,
      );
      return;
    }
    console.error(
      "Chromium is missing: install Debian's headless shell (apt-get install -y chromium-headless-shell).",
    );
    process.exit(1);
  }
  log('test', "installing Chromium's headless shell from Debian packages…");
  await mustRun('chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell',
  ]);
}

/**
 * Prometheus' promtool (Debian's prometheus package, which the cluster proof's Prometheus comes from
 * too), installed when missing and running as root.
 */
async function ensurePromtool() {
  if (existsSync(PROMTOOL)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      "promtool is missing: install Debian's prometheus package (apt-get install -y prometheus).",
    );
    process.exit(1);
  }
  log('test', 'installing Prometheus from Debian packages…');
  await mustRun('prometheus', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus',
  ]);
}
const PROMTOOL = '/usr/bin/promtool';

/**
 * poppler-utils (pdftotext, pdfimages, pdfsig): the API tests read the signed voucher PDFs back and
 * check their seal with them, as an office's PDF reader would; installed when missing and running
 * as root.
 */
async function ensurePoppler() {
  if (existsSync(PDFSIG)) return;
  if (process.getuid?.() !== 0) {
    console.error("pdfsig is missing: install Debian's poppler-utils (apt-get install -y poppler-utils).");
    process.exit(1);
  }
  log('test', 'installing poppler-utils from Debian packages…');
  await mustRun('poppler-utils', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils',
  ]);
}
const PDFSIG = '/usr/bin/pdfsig';
const RULES_DIR = path.join(ROOT, 'api/src/ops/prometheus');

/** The shipped Prometheus rules load, and their alerts fire on the series their unit tests give. */
async function prometheusRules() {
  await ensurePromtool();
  await step('Prometheus rules (promtool check rules, test rules)', () =>
    measured(
      'sh',
      ['-c', `"${PROMTOOL}" check rules tac.rules.yml && "${PROMTOOL}" test rules tac.rules.test.yml`],
      { cwd: RULES_DIR, held: true },
    ),
  );
}

await ensureDependencies();

// With a PostgreSQL reachable, the API suites run on it, the database layer's own on PGlite too, and
// `--deep` runs every suite on both; without one, on PGlite alone (shared/docs/testing.md, 'Which
// database a suite runs on').
const pgUrl = process.env.TAC_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
const pgUp = await reachable(pg.hostname, Number(pg.port || 5432));
if (!pgUp) log('test', `PostgreSQL is not reachable at ${pg.host}: the API tests run on PGlite only.`);

/**
 * Three replicas behind HAProxy (shared/docs/operations.md). It runs when the browser lane's steps
 * are done: the API suite's one worker leaves a core free from then on, while the heavy start of the
 * run (the build, the browsers, the component tests) is over, so its replicas and 50 clients neither
 * wait for the API suite nor crowd it. It installs HAProxy itself when missing.
 */
async function clusterProof() {
  if (!pgUp) {
    log('test', `cluster proof skipped: PostgreSQL is not reachable at ${pg.host} (replicas share one).`);
    return;
  }
  await step('cluster proof (3 replicas behind HAProxy, PostgreSQL)', () =>
    measured(packageBin('api', 'vitest'), ['run', '--config', 'vitest.cluster.config.ts'], {
      cwd: path.join(ROOT, 'api'),
      // The proof's own number of clients, deep or not (CLUSTER_CLIENTS in the environment sets another).
      env: { ...process.env, DATABASE_URL: pgUrl },
      held: true,
    }),
  );
}

// Two lanes side by side, from the start: the API suite waits on its databases much of the time, and
// the end-to-end suite on debounces, animations and the browser, so each lane uses the core the other
// leaves idle. In the browser lane the build comes first and the end-to-end suite then runs beside
// the typecheck and the unit tests, whose CPU fills its waits; the cluster proof follows the API
// files that mostly wait (below).
// Each step's output is held and printed whole when the step ends, so steps side by side never
// interleave their lines.
const browserLane = async () => {
  await step('lint and format (biome)', () => measured(bin('biome'), ['check', '.'], { held: true }));
  await step('API module cycles', () =>
    measured(process.execPath, [path.join(ROOT, 'shared/build/lint/api-module-cycles.mjs')], { held: true }),
  );
  // The lint above passing proves the tree keeps the layout rules; this proves lint would catch a break.
  // The same run checks that every test shared/docs/promises.md cites exists (promises-citations).
  await step('layout rules (lint on files that break them)', () =>
    measured(
      process.execPath,
      [
        '--test',
        path.join(ROOT, 'shared/build/lint/layout-rules.test.mjs'),
        path.join(ROOT, 'shared/build/lint/promises-citations.test.mjs'),
      ],
      { held: true },
    ),
  );
  await prometheusRules();
  await step('build', () =>
    measured(process.execPath, [path.join(ROOT, 'shared/build/bin/build.mjs')], { held: true }),
  );
  await ensureChromium();
  await Promise.all([
    step(`end-to-end (Playwright, Chromium, two consoles on ${pgUp ? 'PostgreSQL' : 'PGlite'})`, () =>
      endToEnd(),
    ),
    (async () => {
      await step('typecheck (tsc)', () =>
        measured(process.execPath, [path.join(ROOT, 'shared/build/bin/typecheck.mjs')], { held: true }),
      );
      // Every browser package in one Vitest run (vitest.browser.config.mjs): a package whose Vitest is
      // missing fails it, never drops out of it unnoticed.
      await step('unit and component tests (every browser package, one Vitest run)', () =>
        measured(
          packageBin('host', 'vitest'),
          ['run', '--config', path.join(ROOT, 'vitest.browser.config.mjs')],
          {
            cwd: path.join(ROOT, 'host'),
            held: true,
          },
        ),
      );
    })(),
  ]);
};
/**
 * The end-to-end suite against the built console. With a PostgreSQL reachable, its consoles use
 * databases of their own there (shared/build/src/e2e-databases.mjs), dropped afterwards.
 */
async function endToEnd() {
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
  const databases = pgUp ? await createE2eDatabases(pgUrl, workers) : null;
  try {
    return await measured(path.join(ROOT, 'host', 'node_modules', '.bin', 'playwright'), ['test'], {
      cwd: path.join(ROOT, 'host'),
      env: { ...process.env, ...(databases ? { E2E_DATABASE_URLS: databases.urls.join(',') } : {}) },
      held: true,
    });
  } finally {
    await databases?.drop();
  }
}

const apiTests = !pgUp
  ? 'API tests on PGlite (PostgreSQL not reachable)'
  : deep
    ? 'API tests on PostgreSQL and PGlite'
    : 'API tests on PostgreSQL (the database layer on PGlite too)';
/**
 * API files that spend most of their time waiting (on a clock they are about: the scheduler's retry
 * times and expiries, a drain; or on processes they start and kill): run beside the rest, in a
 * Vitest of their own with two workers, so the lane's one worker is not held idle meanwhile. They
 * use their own databases (no templates to make). The cluster proof follows them in this lane.
 * Listed longest first, the order they start in (api/src/testing/named-first.ts): the scheduler's
 * two-minute retry holds one worker while the other takes the rest.
 */
const WAITING_API_FILES = [
  'src/modules/reports/scheduler/crash-retry-time.test.ts',
  'src/db/durability.test.ts',
  'src/seed/demo.test.ts', // its own database, seeded from nothing: no template to wait for
  'src/modules/reports/scheduler/scheduler.test.ts',
  'src/ops/shutdown.test.ts',
  // Password hashing at production's cost: CPU the other lane's waits leave free.
  'src/modules/account/sign-in-limits.test.ts',
  'src/modules/account/change-password.test.ts',
  'src/modules/reports/scheduler/crash.test.ts',
  'src/modules/reports/scheduler/demo-data.test.ts',
  'src/db/postgres-backup.test.ts',
  // Their own databases, seeded from nothing: no template to wait for.
  'src/seed/demo-timecards.test.ts',
  'src/db/migrations/timecard-day-counts.test.ts',
];
const apiLane = async () => {
  await ensurePoppler();
  const apiEnv = {
    ...process.env,
    DATABASE_URL: pgUp ? pgUrl : '',
    TAC_TEST_BOTH_DATABASES: deep ? '1' : '0',
    ...(deep
      ? {
          BAD_INPUT_CASES: process.env.BAD_INPUT_CASES || '200',
          REPORT_TEST_DAYS: process.env.REPORT_TEST_DAYS || '28',
        }
      : {}),
  };
  await Promise.all([
    step(deep ? `${apiTests}, sized suites at full size` : apiTests, () =>
      measured(
        packageBin('api', 'vitest'),
        ['run', ...(pgUp ? WAITING_API_FILES.flatMap((file) => ['--exclude', file]) : [])],
        { cwd: path.join(ROOT, 'api'), env: apiEnv, held: true },
      ),
    ),
    pgUp &&
      (async () => {
        await step('API tests that wait on clocks and processes (PostgreSQL, beside the rest)', () =>
          measured(packageBin('api', 'vitest'), ['run', '--maxWorkers=2', ...WAITING_API_FILES], {
            cwd: path.join(ROOT, 'api'),
            env: { ...apiEnv, TAC_TEST_TEMPLATES: '0' },
            held: true,
          }),
        );
        await clusterProof();
      })(),
  ]);
};
await Promise.all([browserLane(), apiLane()]);

const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  console.log(`\nWhat failed in ${r.name}:`);
  for (const line of r.failures.length ? r.failures : ["(no test named: see the step's output above)"])
    console.log(`  ${line.trim()}`);
}
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s${r.cpuText})`);
const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s (steps' CPU ${cpu.toFixed(0)} s)`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
