import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

export interface ApiProcess {
  baseUrl: string;
  /** What the process has printed on stdout so far (its start banner, then its log). */
  readonly output: string;
  /** SIGTERM (a clean close) or SIGKILL (a crash), then waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** The exit code once the process exited (null before, or after a kill by signal). */
  readonly exitCode: number | null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The API processes started and not yet exited: killed when the test process exits, so a test that
 * timed out while one started (before it had its handle to stop) leaves none running behind it.
 */
const live = new Set<ReturnType<typeof spawn>>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts the API as `npm start` runs it (its own process, NODE_ENV=production) on a free loopback
 * port (or `env.PORT`, for a run kept to a range of ports), and resolves once it listens. `env` adds
 * to this process's environment (the database).
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      TAC_LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  live.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(child);
      resolve();
    }),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before listening:\n${output}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get output() {
      return output;
    },
    get exitCode() {
      return child.exitCode;
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
