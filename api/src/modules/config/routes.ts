import { ApiPaths, type ConsoleConfig, Messages } from '@tac/contracts';
import { ConsoleConfigSchema } from '@tac/contracts/schemas';
import type { ApiConfig } from '../../config.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses } from '../../http/envelope.ts';

/** Public settings the host reads before sign-in (ConsoleConfig in contracts/auth.ts). */
export function configRoutes(app: App, config: ApiConfig): void {
  const body: ConsoleConfig = {
    ssoEnabled: config.sso !== undefined,
    landingVariant: config.landingVariant,
    version: Messages.version,
    supportEmail: config.supportEmail,
    passwordSignIn: config.passwordSignIn,
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
