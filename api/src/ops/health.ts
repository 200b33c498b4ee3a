import { ApiPaths } from '@tac/contracts';
import { Type } from 'typebox';
import type { Db } from '../db/database.ts';
import { migrationProvider } from '../db/migrations.ts';
import { appliedMigrations, schemaMisfit } from '../db/schema-fit.ts';
import type { App } from '../http/app-type.ts';
import { fail, ok, responses } from '../http/envelope.ts';

/**
 * A database that does not answer within this is as good as unreachable to a load balancer. Not
 * shorter: under a burst the check waits for a pool connection like any call, and a replica that is
 * only busy must not be taken out (its load would fall on the others).
 */
const READY_QUERY_MS = 4000;

/**
 * Why the process is not ready, or null when it is: one small query for reachability and schema.
 * A newer build's migrations beside this build's own do not take it out (a rolling upgrade's new
 * replica migrates while the old ones serve), unless one requires a newer build (schema-fit.ts).
 */
export async function notReadyReason(app: App, db: Db): Promise<string | null> {
  if (app.lifecycle.shuttingDown) return 'shutting down';
  const known = Object.keys(await migrationProvider.getMigrations());
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await Promise.race([
      appliedMigrations(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_QUERY_MS);
      }),
    ]);
    return schemaMisfit(known, applied);
  } catch {
    return 'database unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness (the process answers) and readiness (it can serve: database reachable, migrations
 * applied, not shutting down). Unauthenticated and free of data: a load balancer or an orchestrator
 * asks them every second or so (shared/docs/operations.md).
 */
export function healthRoutes(app: App, db: Db): void {
  const schema = { tags: ['Health'], response: responses(Type.Null()) };
  app.get(
    ApiPaths.health.live,
    { config: { access: 'public' }, schema: { ...schema, summary: 'The process answers' } },
    async () => ok(null, 'live'),
  );
  app.get(
    ApiPaths.health.ready,
    {
      config: { access: 'public' },
      schema: {
        ...schema,
        summary: 'The process can serve: database reachable, migrations applied, not shutting down',
      },
    },
    async (_request, reply) => {
      const reason = await notReadyReason(app, db);
      if (reason === null) return ok(null, 'ready');
      return reply.code(503).send(fail(`not ready: ${reason}`));
    },
  );
}
