import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../testing/api-process.ts';
import { type Replica, replica, restartDelaySeconds } from './replica.ts';

/**
 * A stand-in for the API: its first start fails (exit 1), each later one answers ready on PORT,
 * unless NEVER_READY is set (then it listens and answers 503).
 */
const STAND_IN = `
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
const marker = process.env.STARTED_ONCE;
if (!existsSync(marker)) { writeFileSync(marker, ''); process.exit(1); }
http.createServer((_request, response) => {
  response.writeHead(process.env.NEVER_READY ? 503 : 200).end();
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const waitFor = async (check: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a supervised replica (npm run cluster)', () => {
  let dir: string;
  let entry: string;
  const started: Replica[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tac-replica-'));
    entry = path.join(dir, 'stand-in.mjs');
    await writeFile(entry, STAND_IN);
  });
  afterAll(async () => {
    for (const r of started) await r.stop('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  const supervised = async (name: string, env: NodeJS.ProcessEnv, readySeconds: number) => {
    const lines: string[] = [];
    const r = replica({
      name,
      port: await freePort(),
      metricsPort: 0,
      env: { ...process.env, STARTED_ONCE: path.join(dir, name), ...env },
      readySeconds,
      entry,
      log: (line) => lines.push(line),
    });
    started.push(r);
    return { r, lines };
  };

  it('starts a replica that died again, waiting longer after each death in a row, and leaves a stopped one down', async () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(restartDelaySeconds)).toEqual([1, 2, 4, 8, 16, 30, 30]);
    const { r, lines } = await supervised('api1', {}, 30);
    // Its first start fails; the supervisor tries again a second later.
    await expect(r.start()).rejects.toThrow('api1 exited (1) before it was ready');
    await waitFor(() => r.restarts === 1, 15_000);
    expect(r.ready).toBe(true);
    // A crash: back after two seconds, the second death in a row.
    await r.kill('SIGKILL');
    await waitFor(() => r.restarts === 2, 15_000);
    expect(lines.filter((line) => line.includes('starting it again'))).toEqual([
      'api1 exited (1); starting it again in 1 s',
      'api1 exited (SIGKILL); starting it again in 2 s',
    ]);
    await r.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(r.running).toBe(false);
    expect(r.restarts).toBe(2);
  }, 60_000);

  it('kills a start that misses the ready wait, and tries again', async () => {
    const { r, lines } = await supervised('api2', { NEVER_READY: '1' }, 1);
    await writeFile(path.join(dir, 'api2'), '');
    await expect(r.start()).rejects.toThrow('api2 was not ready within 1 s');
    await waitFor(
      () => lines.some((line) => line.startsWith('api2 exited (SIGKILL); starting it again in 1 s')),
      10_000,
    );
    await r.stop('SIGKILL');
  }, 30_000);
});
