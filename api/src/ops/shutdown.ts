import { ApiPaths } from '@tac/contracts';
import type { App } from '../http/app-type.ts';

/**
 * How long no request may have come before the drain takes the balancer to have let go: its
 * checks, not its traffic, come more often than this.
 */
const QUIET_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ShutdownOptions {
  /**
   * Seconds the process keeps serving at least while it answers not ready, so the load balancer lets
   * go; then until no request has come for a second, at most as long again.
   */
  drainSeconds: number;
  /** The bound on the whole shutdown: past it the process exits with 1, whatever still runs. */
  timeoutSeconds: number;
  /** Closed after the app (the metrics port, the trace exporter). */
  alsoClose?: (() => Promise<void>)[];
  exit?: (code: number) => void;
}

/**
 * The drain: at least `drainSeconds` (the balancer's time to notice a failing check), then on while
 * requests still come, since one sent after the port closed would fail, and a write is never retried
 * by the balancer. Ends once none has come for QUIET_MS, or at twice `drainSeconds`.
 */
async function drain(app: App, drainSeconds: number): Promise<void> {
  if (drainSeconds <= 0) return;
  const started = Date.now();
  const longest = 2 * drainSeconds * 1000;
  await sleep(drainSeconds * 1000);
  for (;;) {
    const quietFor = Date.now() - app.lifecycle.lastRequestAt;
    const left = longest - (Date.now() - started);
    if (quietFor >= QUIET_MS) {
      app.log.info(`shutdown: no request for ${QUIET_MS / 1000} s; the load balancer has let go`);
      return;
    }
    if (left <= 0) {
      app.log.warn(
        `shutdown: requests still coming after ${2 * drainSeconds} s of drain; closing (is the load balancer's check on /api/health/ready?)`,
      );
      return;
    }
    await sleep(Math.min(QUIET_MS - quietFor, left));
  }
}

/**
 * SIGTERM's graceful end (shared/docs/operations.md "Shutdown"): readiness turns false at once and
 * the process keeps serving through the drain, while the load balancer's health check takes it out;
 * then it stops listening, lets the requests in flight finish, stops the report scheduler (runs
 * that do not finish within its bound are failed back to pg-boss, which another replica retries),
 * closes the database pool and exits. Whatever hangs, the process is gone after `timeoutSeconds`.
 */
export async function shutDownGracefully(app: App, options: ShutdownOptions): Promise<void> {
  if (app.lifecycle.shuttingDown) return;
  app.lifecycle.shuttingDown = true;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const bound = setTimeout(() => {
    app.log.error(`shutdown: still not done after ${options.timeoutSeconds} s; exiting anyway`);
    exit(1);
  }, options.timeoutSeconds * 1000);
  bound.unref();
  app.log.info(
    `shutdown: not ready any more; serving ${options.drainSeconds} s more, and on while requests still come, while the load balancer lets go`,
  );
  await drain(app, options.drainSeconds);
  let code = 0;
  try {
    await app.close();
    for (const close of options.alsoClose ?? []) await close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown: closing failed');
    code = 1;
  }
  clearTimeout(bound);
  exit(code);
}

/** Whether the process is on its way out, and when the last request (not a health check) came. */
export interface Lifecycle {
  shuttingDown: boolean;
  /** Date.now() of the latest request other than a health check: the drain waits for quiet. */
  lastRequestAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * The app's lifecycle and the hooks shutdown needs: each request's arrival noted for the drain (the
 * balancer's checks left out: they go on until the port closes). Once shutting down, every answer
 * closes its connection: a kept-alive connection busy when the server closed would otherwise stay
 * open (idle) until its keep-alive timeout and hold the exit, and a client talking to this replica
 * directly reconnects, through the load balancer, to another.
 */
export function registerLifecycle(app: App): void {
  const lifecycle: Lifecycle = { shuttingDown: false, lastRequestAt: 0 };
  app.decorate('lifecycle', lifecycle);
  const healthPaths = new Set<string>(Object.values(ApiPaths.health));
  app.addHook('onRequest', async (request) => {
    if (!healthPaths.has(request.url)) lifecycle.lastRequestAt = Date.now();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
}
