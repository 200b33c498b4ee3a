/** The built console started on a fresh demo database for a browser benchmark, and stopped after. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, ROOT } from './lib.mjs';

/** Starts the API (which serves the host and remotes) on `port`; resolves once it answers. */
export async function startBenchServer(port) {
  log('bench', 'starting the server on a fresh demo database…');
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
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/Config`)).ok) break;
    } catch {}
    if (server.exitCode !== null || i > 300) {
      stop();
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
