/** The built console started on a fresh demo database for a browser benchmark, and stopped after. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

/**
 * How long the server may take to answer after its start, in seconds: BENCH_SERVER_START_SECONDS
 * (default 180: on a loaded machine a first start compiles, migrates and seeds for over a minute).
 */
export function serverStartSeconds(env = process.env) {
  const given = env.BENCH_SERVER_START_SECONDS ?? '180';
  const seconds = Number(given);
  if (!(seconds > 0)) throw new Error(`BENCH_SERVER_START_SECONDS takes a number of seconds, not '${given}'`);
  return seconds;
}

/**
 * Once, when the run is stopped part-way (Ctrl+C: SIGINT, or SIGTERM): prints what it has measured
 * (`report`), cleans up (`cleanup`: the server, temporary folders; synchronous, so the run's own
 * ending cannot print in between) and exits 130. Playwright ends its browsers as the process exits.
 */
export function onStop(report, cleanup) {
  const stopped = (signal) => {
    console.log(`\nStopped (${signal}) part-way; what was measured until then:`);
    try {
      report();
    } finally {
      cleanup();
      process.exit(130);
    }
  };
  process.once('SIGINT', stopped);
  process.once('SIGTERM', stopped);
}

/** Starts the API (which serves the host and remotes) on `port`; resolves once it answers. */
export async function startBenchServer(port) {
  const seconds = serverStartSeconds();
  log('bench', `starting the server on a fresh demo database (waiting up to ${seconds} s)…`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tac-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), TAC_DEMO: '1', TAC_DATA_DIR: dataDir, TAC_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/Config`)).ok) break;
    } catch {}
    if (server.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(
        server.exitCode !== null
          ? `the server stopped (exit code ${server.exitCode}) before it answered`
          : `the server did not answer within ${seconds} s (BENCH_SERVER_START_SECONDS)`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop, dataDir };
}
