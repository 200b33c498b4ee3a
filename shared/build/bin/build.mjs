/**
 * Builds the host and every remote that has a webpack config, skipping apps whose inputs did not
 * change since their last build. Two cores: one app at a time is as fast as two and uses half the memory.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, log, mustRun, ROOT } from './lib.mjs';

const SHARED_INPUTS = [
  'shared/contracts',
  'shared/session',
  'shared/api-client',
  'shared/ui',
  'shared/build/src',
];

export function buildableApps() {
  return readdirSync(ROOT)
    .filter((d) => d === 'host' || d.startsWith('mf-'))
    .filter((d) => existsSync(path.join(ROOT, d, 'webpack.config.mjs')));
}

function fingerprint(dirs) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (['node_modules', 'dist', 'e2e', 'test-results'].includes(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) {
        const s = statSync(full);
        hash.update(`${full}:${s.size}:${s.mtimeMs}\n`);
      }
    }
  };
  for (const d of dirs) walk(path.join(ROOT, d));
  hash.update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

function stampFile(app) {
  return path.join(ROOT, app, 'dist', '.build-stamp');
}

/**
 * Two builds at once (a test run while `npm start` builds) would write the same dist folders: the
 * second waits for the first. The lock names its owner's process, so a lock left by a killed build
 * is taken over at once.
 */
function ownerAlive(lock) {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

export async function withBuildLock(fn) {
  const lock = path.join(ROOT, 'node_modules', '.tac-build.lock');
  for (let waited = 0; ; waited++) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // Give a new lock a moment to get its pid file before judging its owner gone.
      if (waited > 2 && !ownerAlive(lock)) rmSync(lock, { recursive: true, force: true });
      else if (waited % 20 === 0) log('build', 'another build is running; waiting for it…');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildStale({ force = false } = {}) {
  await ensureDependencies();
  await withBuildLock(() => buildApps(force));
}

async function buildApps(force) {
  for (const app of buildableApps()) {
    const print = fingerprint([app, ...SHARED_INPUTS]);
    const stamp = stampFile(app);
    if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === print) {
      log('build', `${app} is up to date`);
      continue;
    }
    const started = Date.now();
    log('build', `${app}: building…`);
    await mustRun(
      `build ${app}`,
      path.join(ROOT, app, 'node_modules', '.bin', 'webpack'),
      ['--mode', 'production'],
      {
        cwd: path.join(ROOT, app),
      },
    );
    writeFileSync(stamp, print);
    log('build', `${app}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildStale({ force: process.argv.includes('--force') });
}
