import type { App } from '../http/app-type.ts';

export interface ShutdownOptions {
  /** Seconds the process keeps serving while it answers not ready, so the load balancer lets go. */
  drainSeconds: number;
  /** The bound on the whole shutdown: past it the process exits with 1, whatever still runs. */
  timeoutSeconds: number;
  /** Closed after the app (the metrics port, the trace exporter). */
  alsoClose?: (() => Promise<void>)[];
  exit?: (code: number) => void;
}

/**
 * SIGTERM's graceful end (shared/docs/operations.md "Shutdown"): readiness turns false at once and
 * the process keeps serving for the drain, while the load balancer's health check takes it out;
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
    `shutdown: not ready any more; serving ${options.drainSeconds} s more while the load balancer lets go`,
  );
  await new Promise((resolve) => setTimeout(resolve, options.drainSeconds * 1000));
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

/**
 * Once shutting down, every answer closes its connection: a kept-alive connection busy when the
 * server closed would otherwise stay open (idle) until its keep-alive timeout and hold the exit, and
 * a client talking to this replica directly reconnects, through the load balancer, to another.
 */
export function closeConnectionsWhenShuttingDown(app: App): void {
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.shuttingDown) reply.header('connection', 'close');
  });
}
