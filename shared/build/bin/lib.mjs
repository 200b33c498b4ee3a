/** Small helpers for the repo scripts: no dependencies, so they run before anything is installed. */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const PNPM_VERSION = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

export function log(step, message) {
  console.log(`\x1b[36m[${step}]\x1b[0m ${message}`);
}

/**
 * Runs a command; resolves with its exit code. Its output goes straight to ours, or with `held` it is
 * kept and written in one piece when the command ends (for commands run side by side), and handed to
 * `onHeld` as well.
 */
export function run(command, args, { held = false, onHeld, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd: ROOT,
      ...options,
    });
    const output = [];
    if (held) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const done = (code) => {
      if (held) {
        const all = Buffer.concat(output);
        process.stdout.write(all);
        onHeld?.(all.toString('utf8'));
      }
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`cannot run ${command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(step, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\x1b[31m[${step}] failed (exit ${code})\x1b[0m`);
    process.exit(code);
  }
}

/** The pinned pnpm: a global one of the right version, else through npx (corepack fails here). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm', []];
  return ['npx', ['-y', `pnpm@${PNPM_VERSION}`]];
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('install', `installing dependencies with pnpm ${PNPM_VERSION}…`);
  const [cmd, pre] = pnpmCommand();
  await mustRun('install', cmd, [...pre, 'install', '--frozen-lockfile', '--reporter=append-only']);
}

export function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}
