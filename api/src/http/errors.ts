import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './app-type.ts';
import { ApiError, fail } from './envelope.ts';

const SERVER_ERROR = 'Something went wrong on the server. Please try again.';

/** Fastify's own 4xx errors, reworded for people (the browser shows the message as it is). */
const READABLE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length',
};

function statusOf(error: FastifyError): number {
  if (error instanceof ApiError) return error.statusCode;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/**
 * Every error answers the envelope with success false (shared/docs/architecture.md). Bad input is a 4xx with a
 * message naming the problem; anything unexpected is logged and answered with a generic 500 so no
 * internals leak.
 */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(SERVER_ERROR));
    }
    const message = (error.code && READABLE[error.code]) || error.message;
    return reply.code(status).send(fail(message));
  });
}

/**
 * Unknown routes: the fallback (the SPA's index.html) gets the first say for browser paths; API
 * paths and unknown files answer a 404 envelope.
 */
export function registerNotFoundHandler(
  app: App,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return reply.code(404).send(fail(`Not found: ${request.method} ${request.url.split('?')[0]}`));
  });
}
