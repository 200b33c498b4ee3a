/**
 * `TAC_DEMO_DEVICES=<n> npm start`: once the console answers, the field simulator drives n of the
 * demo's devices against it slowly, so a newcomer sees devices' data arrive (shared/docs/field-sync.md
 * "Simulator"). Its lines are prefixed; it stops with the console.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

/** The pace: one push of a few items every few seconds across the devices, then it stops. */
const SIM_ARGS = ['--days', '3', '--pace', '5', '--batch', '5'];

/** The number of devices asked for: 0 when unset; an error for anything but a whole number. */
export function demoDeviceCount(value) {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`TAC_DEMO_DEVICES must be a whole number, got '${value}'`);
  return n;
}

async function ready(baseUrl, server) {
  while (server.running) {
    try {
      const response = await fetch(`${baseUrl}/api/health/ready`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/**
 * Starts the simulator once the console on `port` is ready; gives a function that stops it. `server`
 * says whether the console still runs (the wait ends with it).
 */
export function startDemoDevices(count, port, server) {
  let child;
  let stopped = false;
  const baseUrl = `http://127.0.0.1:${port}`;
  ready(baseUrl, server).then((up) => {
    if (!up || stopped) return;
    log('demo devices', `${count} simulated devices push to ${baseUrl} now and then (TAC_DEMO_DEVICES)`);
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join('src', 'field-sim', 'cli.ts'),
        '--url',
        baseUrl,
        '--devices',
        String(count),
        ...SIM_ARGS,
      ],
      { cwd: path.join(ROOT, 'api'), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`\x1b[35m[demo devices]\x1b[0m ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => {
      if (!stopped)
        log('demo devices', code === 0 ? 'done; the console keeps running' : `stopped (exit ${code})`);
    });
  });
  return () => {
    stopped = true;
    if (child && child.exitCode === null) child.kill();
  };
}
