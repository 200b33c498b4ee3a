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
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A field device's credential (shared/docs/field-sync.md): only the 'Field sync' operations take it.
          deviceAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'tacd_<id>_<secret>' },
        },
      },
    },
    // Each operation states who may call it ('public', 'optional' or the claims it needs), so a reader
    // of the document knows, and the authorization matrix test covers a new route without editing.
    transform: ({ schema, url, route }) => ({
      schema: route.config?.access ? { ...schema, 'x-access': route.config.access } : schema,
      url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
