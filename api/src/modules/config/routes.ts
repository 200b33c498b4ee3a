import { ApiPaths, type ConsoleConfig, Messages } from '@tac/contracts';
import { Type } from 'typebox';
import type { ApiConfig } from '../../config.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses } from '../../http/envelope.ts';

const ConsoleConfigSchema = Type.Object({
  ssoEnabled: Type.Boolean(),
  landingVariant: Type.Union([Type.Literal(1), Type.Literal(2)]),
  version: Type.String(),
});

/** Public settings the host reads before sign-in (ConsoleConfig in contracts/auth.ts). */
export function configRoutes(app: App, config: ApiConfig): void {
  const body: ConsoleConfig = {
    ssoEnabled: config.ssoIssuer !== undefined,
    landingVariant: config.landingVariant,
    version: Messages.version,
  };
  app.get(
    ApiPaths.config,
    {
      config: { access: 'public' },
      schema: {
        tags: ['Config'],
        summary: 'Public console settings',
        response: responses(ConsoleConfigSchema),
      },
    },
    async () => ok(body),
  );
}
