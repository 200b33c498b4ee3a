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
export async function notReadyReason(app: App, db: Db, role?: ReadinessRole): Promise<string | null> {
  if (app.lifecycle.shuttingDown) return 'shutting down';
  // In the scheduler's role the process is ready once its scheduler runs (it needs the database too).
  const scheduler = role === 'scheduler' ? app.reportScheduler.notReadyReason() : null;
  if (scheduler) return scheduler;
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
 * A role a process may be asked to be ready for beside serving requests: `scheduler`, sending
 * scheduled reports (TAC_SCHEDULER). The balancer asks without one, so a scheduler that does not
 * start never takes users' requests away; an orchestrator's startup probe asks with it.
 */
const ReadinessQuerySchema = Type.Object(
  { role: Type.Optional(Type.Literal('scheduler', { description: 'also ready in this role' })) },
  { additionalProperties: false },
);
type ReadinessRole = 'scheduler';

/**
 * Liveness (the process answers) and readiness (it can serve: database reachable, migrations
 * applied, not shutting down; with `?role=scheduler`, also its report scheduler running).
 * Unauthenticated and free of data: a load balancer or an orchestrator asks them every second or so
 * (shared/docs/operations.md).
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
        querystring: ReadinessQuerySchema,
        summary:
          'The process can serve: database reachable, migrations applied, not shutting down (role=scheduler: its report scheduler runs too)',
      },
    },
    async (request, reply) => {
      const { role } = request.query as { role?: ReadinessRole };
      const reason = await notReadyReason(app, db, role);
      if (reason === null) return ok(null, 'ready');
      return reply.code(503).send(fail(`not ready: ${reason}`));
    },
  );
}
