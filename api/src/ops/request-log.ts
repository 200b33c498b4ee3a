import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { context, trace } from '@opentelemetry/api';
import { ApiPaths, CALLING_REMOTE_HEADER, isCallingRemote } from '@tac/contracts';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { App } from '../http/app-type.ts';
import type { LogFormat } from './logging.ts';

/** The header a request's id travels in: from the load balancer, and back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like (HAProxy's UUID, another balancer's token); anything else is replaced. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

const healthPaths = new Set<string>(Object.values(ApiPaths.health));

/**
 * Fastify's request id (the `reqId` of every log line of the request): the load balancer's
 * X-Request-Id when the connection comes from an address TAC_TRUST_PROXY names, so the balancer's
 * access line and the replica's lines share it; otherwise a new UUID, since a client could name any
 * id, another request's among them (shared/docs/operations.md "Following a request").
 */
export function requestIdOf(trustProxy: string | false): (raw: IncomingMessage) => string {
  const trusted = trustProxy ? proxyAddr.compile(trustProxy.split(',')) : () => false;
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    const peer = raw.socket?.remoteAddress;
    if (typeof sent === 'string' && REQUEST_ID.test(sent) && peer !== undefined && trusted(peer, 0))
      return sent;
    return randomUUID();
  };
}

/**
 * Fastify's request log lines, but the balancer's health checks left out (twice a second on every
 * replica, they would bury the requests), and "incoming request" written by followRequests once the
 * request's trace id is known, so that line carries it too. For a person's terminal (`pretty`), a
 * request is one short line as it completes (`POST /api/… 200 (12 ms)`), a routine one at debug:
 * what stands out is a refusal, a fault and a warning.
 */
export class RequestLogController extends LogController {
  readonly #format: LogFormat;

  constructor(format: LogFormat = 'json') {
    super();
    this.#format = format;
  }

  /** Whether followRequests writes an "incoming request" line (JSON lines only). */
  get logsIncoming(): boolean {
    return this.#format === 'json';
  }

  override isLogDisabled(request: FastifyRequest | IncomingMessage): boolean {
    return healthPaths.has(request.url ?? '') || super.isLogDisabled(request as FastifyRequest);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.#format === 'json') {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else if (reply.statusCode >= 400) reply.log.info(line);
    else reply.log.debug(line);
  }
}

/** The part of pino's logger that adds fields to every later line of a child logger. */
interface Rebindable {
  setBindings?: (bindings: Record<string, unknown>) => void;
}

/**
 * Each answer carries its request's id (X-Request-Id), the console shows it beside an error, and
 * every log line of the request carries it (reqId) and, with traces on, the trace's id (traceId), and
 * once the session is known, the user's id (userId); a console call, the remote and version of the
 * section that made it (remote, from the client's X-TAC-Remote when it has that shape).
 * Registered after the tracing plugin, whose onRequest hook starts the request's span.
 */
export function followRequests(app: App, logController: RequestLogController): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const traceId = trace.getSpan(context.active())?.spanContext().traceId;
    if (traceId) (request.log as Rebindable).setBindings?.({ traceId });
    const remote = request.headers[CALLING_REMOTE_HEADER];
    if (isCallingRemote(remote)) (request.log as Rebindable).setBindings?.({ remote });
    if (logController.logsIncoming && !logController.isLogDisabled(request))
      request.log.info({ req: request }, 'incoming request');
  });
  // The guard (an onRequest hook registered later) has found the session by now.
  app.addHook('preHandler', async (request) => {
    const userId = (request as { auth?: { userId: number } | null }).auth?.userId;
    if (userId !== undefined) (request.log as Rebindable).setBindings?.({ userId });
  });
}
