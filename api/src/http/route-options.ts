import type { FastifySchema } from 'fastify';
import type { Access } from '../auth/guard.ts';

/** What a route's OpenAPI schema says besides its shapes. */
interface RouteDoc extends FastifySchema {
  summary?: string;
  description?: string;
}

const bearer = [{ bearerAuth: [] }];

/**
 * The route options of one module's signed-in calls: each route names its access and documents its
 * shapes, and the module's OpenAPI tags and the bearer token are said once (architecture.md, API
 * conventions: every route declares `config.access`).
 */
export function signedInRoutes(tags: readonly string[]) {
  return <S extends RouteDoc>(access: Access, schema: S) => ({
    config: { access },
    schema: { tags: [...tags], security: bearer, ...schema },
  });
}
