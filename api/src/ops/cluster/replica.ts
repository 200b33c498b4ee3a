import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { ApiPaths } from '@tac/contracts';
import { REPO_ROOT } from '../../config.ts';

/** The API as `npm start` runs it; the cluster proof starts some replicas from another build. */
export const API_ENTRY = 'src/main.ts';

/**
 * Seconds before the supervisor starts a dead replica again, after `failures` deaths in a row (a
 * replica that served a minute starts the count again).
 */
export function restartDelaySeconds(failures: number): number {
  return Math.min(30, 2 ** failures);
}

/**
 * A replica that has served this long since its start counts as having come up well: its next death
 * is restarted after the shortest delay again.
 */
const STABLE_MS = 60_000;

export interface ReplicaSettings {
  name: string;
  port: number;
  metricsPort: number;
  env: NodeJS.ProcessEnv;
  /** How long a start may take to answer ready before it counts as failed (and is killed). */
  readySeconds: number;
  /** Where its output goes (appended); none keeps only the tail, for errors. */
  logFile?: string;
  /** The script it runs, relative to api/ (API_ENTRY unless another build is asked for). */
  entry?: string;
  /**
   * The checkout it runs from, whose api/ is its working folder: REPO_ROOT unless another release's
   * code is asked for (the cluster proof starts the previous release's from a copy of its own).
   */
  root?: string;
  log: (line: string) => void;
}

export interface Replica {
  name: string;
  port: number;
  metricsPort: number;
  readonly running: boolean;
  /** Running, and it answered ready since its start (HAProxy may still be counting its checks). */
  readonly ready: boolean;
  /** The build it runs (its script under api/). */
  readonly entry: string;
  /** The checkout it runs from (REPO_ROOT unless another release's). */
  readonly root: string;
  /**
   * Starts the process (from `entry` in `root` when given) and resolves once it answers ready, or rejects
   * when it exits first or misses the ready wait. From then on it is supervised: whenever it dies,
   * or a start fails, it is started again after a delay that grows with each failure in a row,
   * until stop().
   */
  start(options?: { entry?: string; root?: string }): Promise<void>;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone, and leaves it down. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Signals the process as a crash would, past the supervisor; resolves once it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Its exit code of the last exit (null after a kill by signal). */
  readonly exitCode: number | null;
  /** How many times the supervisor has brought it back (each a start that answered ready). */
  readonly restarts: number;
}

/** What a process said last: most often why it stopped. */
const lastLine = (output: string) => output.trim().split('\n').at(-1) ?? '';

const answersReady = (port: number) =>
  fetch(`http://127.0.0.1:${port}${ApiPaths.health.ready}`).then(
    (response) => response.status === 200,
    () => false,
  );

/** One API process on its own port, kept running as a supervisor would (npm run cluster). */
export function replica(settings: ReplicaSettings): Replica {
  const { name, port, metricsPort } = settings;
  let entry = settings.entry ?? API_ENTRY;
  let root = settings.root ?? REPO_ROOT;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let exitCode: number | null = null;
  let output = '';
  let logStream: WriteStream | undefined;
  /** Whether it should be running: set by start(), cleared by stop(). */
  let wanted = false;
  let failures = 0;
  let restarts = 0;
  let readyAt = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const isRunning = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  /** Starts the process once and resolves when it answers ready. */
  async function attempt(): Promise<void> {
    output = '';
    readyAt = 0;
    logStream ??= settings.logFile ? createWriteStream(settings.logFile, { flags: 'a' }) : undefined;
    logStream?.write(`--- ${new Date().toISOString()} ${name} starting (${entry} in ${root})\n`);
    // TypeScript through tsx, as npm start runs the API; a plain script as it is.
    const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
    const started = spawn(process.execPath, args, {
      cwd: path.join(root, 'api'),
      env: { ...settings.env, PORT: String(port), HOST: '127.0.0.1', TAC_METRICS_PORT: String(metricsPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    for (const stream of [started.stdout, started.stderr])
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        logStream?.write(chunk);
      });
    exited = new Promise((resolve) =>
      started.once('exit', (code, signal) => {
        exitCode = code;
        resolve();
        if (wanted) died(code, signal);
      }),
    );
    const until = Date.now() + settings.readySeconds * 1000;
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null)
        throw new Error(
          `${name} exited (${started.exitCode ?? started.signalCode}) before it was ready: ${lastLine(output)}\n${output}`,
        );
      if (await answersReady(port)) break;
      if (Date.now() > until) {
        started.kill('SIGKILL');
        throw new Error(
          `${name} was not ready within ${settings.readySeconds} s: ${lastLine(output)}\n${output}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    readyAt = Date.now();
  }

  /** The process ended without stop(): start it again after the backoff. */
  function died(code: number | null, signal: NodeJS.Signals | null): void {
    if (readyAt > 0 && Date.now() - readyAt >= STABLE_MS) failures = 0;
    const delay = restartDelaySeconds(failures);
    failures++;
    settings.log(
      `${name} exited (${code ?? signal}); starting it again in ${delay} s${settings.logFile ? ` (its log: ${settings.logFile})` : ''}`,
    );
    restartTimer = setTimeout(() => {
      if (!wanted || isRunning()) return;
      attempt().then(
        () => {
          restarts++;
          settings.log(`${name} is back`);
        },
        // Its exit has already scheduled the next try.
        (error: Error) => settings.log(error.message.split('\n')[0] ?? ''),
      );
    }, delay * 1000);
  }

  return {
    name,
    port,
    metricsPort,
    get running() {
      return isRunning();
    },
    get ready() {
      return isRunning() && readyAt > 0;
    },
    get entry() {
      return entry;
    },
    get root() {
      return root;
    },
    get exitCode() {
      return exitCode;
    },
    get restarts() {
      return restarts;
    },
    async start(options) {
      if (isRunning()) throw new Error(`${name} is running already`);
      if (options?.entry) entry = options.entry;
      if (options?.root) root = options.root;
      wanted = true;
      failures = 0;
      clearTimeout(restartTimer);
      await attempt();
    },
    async stop(signal) {
      wanted = false;
      clearTimeout(restartTimer);
      if (isRunning()) child?.kill(signal);
      await exited;
      await new Promise<void>((resolve) => (logStream ? logStream.end(resolve) : resolve()));
      logStream = undefined;
    },
    async kill(signal) {
      if (isRunning()) child?.kill(signal);
      await exited;
    },
  };
}
