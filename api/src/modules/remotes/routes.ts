import { ApiPaths, PageClaim } from '@tac/contracts';
import {
  LoadFailureSchema,
  RegisterReleaseSchema,
  RemoteManifestEntrySchema,
  RemoteNameRequestSchema,
  RemoteReleaseSchema,
  RolloutRequestSchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims, signedIn } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ok, responses } from '../../http/envelope.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { discoverBuiltRemotes } from './discover.ts';
import { type CandidateFailureBound, DEFAULT_CANDIDATE_FAILURE_BOUND } from './failure-bound.ts';
import { resolveManifest, withRoutes } from './manifest.ts';
import { listReleases } from './queries.ts';
import { routesLookup } from './release-routes.ts';
import { readRolloutState } from './rollout-state.ts';
import {
  countSignIns,
  promoteCandidate,
  recordLoadFailure,
  registerRelease,
  rollBack,
  rolloutCandidate,
} from './service.ts';
import { withdrawIfFailing } from './withdrawal.ts';
import { registerWithdrawalMetric } from './withdrawal-metric.ts';

const tags = ['Remotes'];
const route = signedInRoutes(tags);
/** Releases decide what every user loads: SystemAdmin's page claim alone. */
const releases = requireClaims(PageClaim.Releases);

/** Where each remote lives for the caller, and the releases and rollout behind it (shared/docs/releases.md). */
export function remotesRoutes(
  app: App,
  db: Db,
  options: { repoRoot: string; remoteOrigins: readonly string[]; candidateFailures?: CandidateFailureBound },
): void {
  const { repoRoot, remoteOrigins } = options;
  const bound = options.candidateFailures ?? DEFAULT_CANDIDATE_FAILURE_BOUND;
  registerWithdrawalMetric(app.metrics.registry, db);
  app.get(
    ApiPaths.remotesManifest,
    {
      config: { access: 'optional' },
      schema: {
        tags,
        summary:
          'Remote entries for the caller, each with the routes its version provides (token optional: signed-in users may get a candidate)',
        response: responses(Type.Array(RemoteManifestEntrySchema)),
      },
    },
    async (request, reply) => {
      const [built, rollout, routesOf] = await Promise.all([
        discoverBuiltRemotes(repoRoot),
        readRolloutState(db),
        routesLookup(db, repoRoot),
      ]);
      const entries = await withRoutes(
        resolveManifest(built, rollout, request.auth, remoteOrigins),
        routesOf,
      );
      // The Releases screen's "sign-ins": distinct users the manifest named each version to.
      if (request.auth) await countSignIns(db, entries, request.auth.userId);
      // Per user and changes with a rollout: never cached by the browser or a CDN.
      reply.header('cache-control', 'no-store');
      return ok(entries, '', entries.length);
    },
  );

  app.post(
    ApiPaths.remotes.loadFailure,
    route(signedIn(), {
      summary:
        'Reports that a remote version failed to load in this browser (it fell back to stable); counted once per user and version in a window, only from users it was served to; a candidate too many of its users cannot load is withdrawn',
      body: LoadFailureSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const { body } = request;
      const counted = await recordLoadFailure(db, repoRoot, body, currentUser(request).userId, bound);
      if (counted) await withdrawIfFailing(db, repoRoot, body.name, body.version, bound);
      return ok(null);
    },
  );

  app.get(
    ApiPaths.remotes.releases,
    route(releases, {
      summary:
        "Each remote's stable and candidate with its audience, and its versions with sign-ins and load failures",
      response: responses(Type.Array(RemoteReleaseSchema)),
    }),
    async () => {
      const list = await listReleases(db, repoRoot);
      return ok(list, '', list.length);
    },
  );

  app.post(
    ApiPaths.remotes.register,
    route(releases, {
      summary:
        'Registers a build on this server (npm run release); refused when its shared ranges do not fit the host',
      body: RegisterReleaseSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await registerRelease(db, repoRoot, request.body, currentUser(request).userId);
      return ok(null);
    },
  );

  app.post(
    ApiPaths.remotes.rollout,
    route(releases, {
      summary: 'Offers a registered version to a share of users, listed users and listed roles',
      body: RolloutRequestSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await rolloutCandidate(db, repoRoot, request.body, currentUser(request).userId);
      return ok(null);
    },
  );

  app.post(
    ApiPaths.remotes.promote,
    route(releases, {
      summary: 'Makes the candidate stable for everyone',
      body: RemoteNameRequestSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await promoteCandidate(db, repoRoot, request.body.name, currentUser(request).userId);
      return ok(null);
    },
  );

  app.post(
    ApiPaths.remotes.rollback,
    route(releases, {
      summary: 'Withdraws the candidate, or with none returns to the stable before the last promote',
      body: RemoteNameRequestSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      await rollBack(db, repoRoot, request.body.name, currentUser(request).userId);
      return ok(null);
    },
  );
}
