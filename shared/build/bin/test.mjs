/**
 * `npm test`: everything the project checks — lint and typecheck, then two lanes side by side: the
 * API tests (PGlite, plus PostgreSQL when one is reachable) and then the cluster proof, and the unit
 * and component tests, the build and the built app end to end in Chromium. Installs what is missing
 * first (dependencies; Chromium and HAProxy from Debian when running as root).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { bin, ensureDependencies, log, mustRun, ROOT, run } from './lib.mjs';

const started = Date.now();
// `npm run test:deep`: the generated bad-input suite at its full size (shared/docs/testing.md).
const deep = process.argv.includes('--deep');
const results = [];

/** Each package runs its own copy of a tool (pnpm links bins per package, not at the root). */
function packageBin(dir, name) {
  return path.join(ROOT, dir, 'node_modules', '.bin', name);
}

async function step(name, fn) {
  const t = Date.now();
  log('test', `${name}…`);
  const code = await fn();
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  log('test', `${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
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

async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: install Debian's chromium package (apt-get install -y chromium).");
    process.exit(1);
  }
  log('test', 'installing Chromium from Debian packages…');
  await mustRun('chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

await ensureDependencies();

// Chosen by their declared test script, not by an installed vitest: a package whose tool is missing
// must fail the run, never drop out of it unnoticed.
const packagesWithTests = ['shared/contracts', 'shared/session', 'shared/api-client', 'shared/ui', 'host']
  .concat(readdirSync(ROOT).filter((d) => d.startsWith('mf-')))
  .filter((d) => {
    const manifest = path.join(ROOT, d, 'package.json');
    return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test);
  });
await step('lint and format (biome)', () => run(bin('biome'), ['check', '.']));
// The lint above passing proves the tree keeps the layout rules; this proves lint would catch a break.
await step('layout rules (lint on files that break them)', () =>
  run(process.execPath, ['--test', path.join(ROOT, 'shared/build/lint/layout-rules.test.mjs')]),
);
await step('typecheck (tsc)', () =>
  run(process.execPath, [path.join(ROOT, 'shared/build/bin/typecheck.mjs')]),
);

// With a PostgreSQL reachable, one API run covers both databases (the suites run on PGlite and,
// when DATABASE_URL is set, on PostgreSQL too); without one, PGlite alone.
const pgUrl = process.env.TAC_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
const pgUp = await reachable(pg.hostname, Number(pg.port || 5432));
if (!pgUp) log('test', `PostgreSQL is not reachable at ${pg.host}: the API tests run on PGlite only.`);

// Two lanes side by side: the API suite waits on its databases much of the time, so the unit suites,
// the build and then the end-to-end suite (which waits on debounces, animations and the browser) use
// the other core meanwhile. Each step's output is held and printed whole when the step ends, so the
// two lanes never interleave their lines.
const browserLane = async () => {
  for (const dir of packagesWithTests) {
    await step(`unit tests: ${dir}`, () =>
      run(packageBin(dir, 'vitest'), ['run'], { cwd: path.join(ROOT, dir), held: true }),
    );
  }
  await step('build', () =>
    run(process.execPath, [path.join(ROOT, 'shared/build/bin/build.mjs')], { held: true }),
  );
  await ensureChromium();
  await step('end-to-end (Playwright, Chromium)', () =>
    run(path.join(ROOT, 'host', 'node_modules', '.bin', 'playwright'), ['test'], {
      cwd: path.join(ROOT, 'host'),
      held: true,
    }),
  );
};
const apiTests = pgUp
  ? 'API tests on PGlite and PostgreSQL'
  : 'API tests on PGlite (PostgreSQL not reachable)';
const apiLane = async () => {
  await step(deep ? `${apiTests}, bad input at full size` : apiTests, () =>
    run(packageBin('api', 'vitest'), ['run'], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        DATABASE_URL: pgUp ? pgUrl : '',
        ...(deep ? { BAD_INPUT_CASES: process.env.BAD_INPUT_CASES || '200' } : {}),
      },
      held: true,
    }),
  );
  // Three replicas behind HAProxy (shared/docs/operations.md): after the API suite, so its replicas
  // and 50 clients do not slow that suite's own timings. It installs HAProxy itself when missing.
  if (!pgUp) {
    log('test', `cluster proof skipped: PostgreSQL is not reachable at ${pg.host} (replicas share one).`);
    return;
  }
  await step('cluster proof (3 replicas behind HAProxy, PostgreSQL)', () =>
    run(packageBin('api', 'vitest'), ['run', '--config', 'vitest.cluster.config.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, DATABASE_URL: pgUrl },
      held: true,
    }),
  );
};
await Promise.all([browserLane(), apiLane()]);

const failed = results.filter((r) => !r.ok);
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
