import { FieldMessages } from '@tac/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { credentialRefused, type DeviceContext, findDevice } from './credentials.ts';
import type { RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The device a field route runs for (device-auth.ts); null on every console route. */
    device: DeviceContext | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/**
 * The onRequest hook of every field route (access 'device'): a live credential of an active device,
 * within its rate. A console session's token is not a device credential and gets the same 401.
 */
export function deviceAuth(db: Db, limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(request);
    const device = token ? await findDevice(db, token) : undefined;
    if (!device) throw credentialRefused();
    const allowed = await limiter.take(device.deviceId);
    if (!allowed.ok) {
      request.server.metrics.fieldThrottled(request.routeOptions.url ?? 'unmatched');
      reply.header('retry-after', String(allowed.retryAfterSeconds));
      throw new ApiError(429, FieldMessages.tooManyRequests);
    }
    request.device = device;
  };
}

/** The device of a field route's request (its hook has already refused anyone else). */
export function currentDevice(request: FastifyRequest): DeviceContext {
  if (!request.device) throw credentialRefused();
  return request.device;
}
