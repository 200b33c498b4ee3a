import { ApiPaths } from '@tac/contracts';
import { RemoteManifestEntrySchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import type { App } from '../../http/app-type.ts';
import { ok, responses } from '../../http/envelope.ts';
import { discoverBuiltRemotes } from './discover.ts';
import { resolveManifest } from './manifest.ts';
import { rolloutReader } from './rollout.ts';

/** Where each remote lives for the caller (ARCHITECTURE.md "Releases and staged rollout"). */
export function remotesRoutes(
  app: App,
  options: { repoRoot: string; remotesFile: string | undefined },
): void {
  const readRollout = rolloutReader(options.remotesFile, (error) =>
    app.log.error(
      { err: error },
      'rollout file ignored; serving the last good version or the builds on disk',
    ),
  );
  app.get(
    ApiPaths.remotesManifest,
    {
      config: { access: 'optional' },
      schema: {
        tags: ['Remotes'],
        summary: 'Remote entries for the caller (token optional: signed-in users may get a candidate)',
        response: responses(Type.Array(RemoteManifestEntrySchema)),
      },
    },
    async (request, reply) => {
      const [built, rollout] = await Promise.all([discoverBuiltRemotes(options.repoRoot), readRollout()]);
      const entries = resolveManifest(built, rollout, request.auth);
      // Per user and changes with a rollout edit: never cached by the browser or a CDN.
      reply.header('cache-control', 'no-store');
      return ok(entries, '', entries.length);
    },
  );
}
