import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Messages } from '@tac/contracts';
import type { App } from './app-type.ts';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document built from the route schemas, with its UI at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Time Admin Console API',
        version: Messages.version,
        description:
          'Every response is the envelope { success, message, data, totalCount }, errors included. ' +
          'Sign in with POST /api/Account/Login and send the token as "Authorization: Bearer <token>".',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
