import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Db } from '../db/database.ts';
import { migrationProvider } from '../db/migrations.ts';
import type { App } from '../http/app-type.ts';
import { fail, ok, responses } from '../http/envelope.ts';

/** Whether the process is on its way out (shutdown.ts sets it; readiness then answers 503). */
export interface Lifecycle {
  shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * A database that does not answer within this is as good as unreachable to a load balancer. Not
 * shorter: under a burst the check waits for a pool connection like any call, and a replica that is
 * only busy must not be taken out (its load would fall on the others).
 */
const READY_QUERY_MS = 4000;

/** Why the process is not ready, or null when it is: one small query for reachability and schema. */
export async function notReadyReason(app: App, db: Db): Promise<string | null> {
  if (app.lifecycle.shuttingDown) return 'shutting down';
  const known = Object.keys(await migrationProvider.getMigrations()).sort();
  const latest = known[known.length - 1] ?? '';
  let timer: NodeJS.Timeout | undefined;
  try {
    const applied = await Promise.race([
      sql<{ latest: string | null }>`select max(name) as latest from kysely_migration`.execute(db),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_QUERY_MS);
      }),
    ]);
    return applied.rows[0]?.latest === latest ? null : 'database migrations not applied';
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
