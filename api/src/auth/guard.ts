import type { Claim } from '@tac/contracts';
import { Messages, PasswordMessages } from '@tac/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../http/app-type.ts';
import { ApiError } from '../http/envelope.ts';
import type { SessionLookup } from './session-lookup.ts';
import type { AuthContext } from './sessions.ts';

/**
 * What a route needs, declared in its options as `config: { access }`:
 * - 'public': anyone;
 * - 'optional': anyone, and `request.auth` is filled when a valid token came along;
 * - { claims }: a live session holding every listed claim (an empty list: any signed-in user);
 * - 'device': a field device's credential, checked by the field module's own hook
 *   (modules/field/device-auth.ts). A console token is refused there, and a device credential is not
 *   a signed token, so no console route ever accepts one.
 */
export type Access = 'public' | 'optional' | 'device' | { claims: readonly Claim[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a session whose temporary password is not yet changed (change password, sign-out). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const signedIn = (): Access => ({ claims: [] });
export const requireClaims = (...claims: Claim[]): Access => ({ claims });

interface TokenPayload {
  sub: string;
  jti: string;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

async function authenticate(
  app: App,
  lookup: SessionLookup,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let payload: TokenPayload;
  try {
    payload = app.jwt.verify<TokenPayload>(token);
  } catch {
    return null;
  }
  const userId = Number(payload.sub);
  if (!payload.jti || !Number.isInteger(userId)) return null;
  return (await lookup(payload.jti, userId)) ?? null;
}

/**
 * Checks each route's declared access before its body is parsed or validated (onRequest), so a caller
 * without a session learns nothing about the input rules. Claims come from the database, never from
 * the token. Every /api route must declare its access: a route that forgets fails the start.
 */
export function registerGuard(app: App, lookup: SessionLookup): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public' || access === 'device') return;
    request.auth = await authenticate(app, lookup, request);
    if (access === 'optional') return;
    if (!request.auth) throw new ApiError(401, Messages.login.sessionExpired);
    if (request.auth.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new ApiError(403, PasswordMessages.mustChange);
    }
    const held = request.auth.claims;
    if (!access.claims.every((claim) => held.includes(claim))) throw new ApiError(403, Messages.forbidden);
  });
}

/** The caller of a route that required a session (the guard has already refused anyone else). */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiError(401, Messages.login.sessionExpired);
  return request.auth;
}
