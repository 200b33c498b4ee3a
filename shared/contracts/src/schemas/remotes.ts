import { Type } from 'typebox';

/**
 * A remote's name: its folder, its Module Federation container and the word in its build's URL
 * (`/remotes/<name>/<version>/`). Any name of this shape is a remote once it registers a release; no
 * list of names is compiled into the host or the API (shared/docs/releases.md).
 */
export const REMOTE_NAME_PATTERN = '^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$';
export const RemoteNameField = Type.String({ pattern: REMOTE_NAME_PATTERN, maxLength: 40 });

/**
 * One route a remote's release provides, as its build records it (from the remote's
 * `src/routes.json`) and the manifest serves it: the host draws its side menu, top tabs and route
 * table from these before fetching any remote's code. Display and routing only: the API enforces
 * every claim on its own calls, whatever a release declares here.
 */
export const RemoteRouteSchema = Type.Object(
  {
    /**
     * One path segment, as the spec's routes are (`/MaterialListPage`); a signed-out route may add
     * parameters (`/sign/:token`), which its screen reads.
     */
    path: Type.String({ pattern: '^/[A-Za-z][A-Za-z0-9_-]*(/:[a-z][A-Za-z0-9]*)*$', maxLength: 80 }),
    /**
     * The page claim the host's guard asks for before the screen (or its remote) loads; on a
     * signed-out route, the console page it belongs to, never asked.
     */
    pageClaim: Type.String({ pattern: '^pg\\.[a-z0-9.]+$', maxLength: 80 }),
    /**
     * A page opened by a link, outside the console: no guard, no shell, no menu entry, and its
     * screen's calls go without the session (`signedOutApi`), whoever is signed in in that browser
     * (shared/docs/architecture.md "How a remote plugs in").
     */
    signedOut: Type.Optional(Type.Boolean()),
    /**
     * A signed-out route whose screen is drawn with plain elements and its own stylesheet, without
     * @tac/ui (as the host's sign-in page is): the host opens it without loading the design system
     * and the server-state cache first, so it draws sooner on a phone. Only on a signed-out route:
     * a section draws inside the shell, which is the design system.
     */
    plainElements: Type.Optional(Type.Boolean()),
    /** Its side-menu entry; none for a second path of a screen (/ReportPage). */
    menu: Type.Optional(
      Type.Object(
        {
          label: Type.String({ minLength: 1, maxLength: 60 }),
          /**
           * The claim that shows the entry (the Divisions entry shows with the security menu claim):
           * a menu claim, or the button claim of what a screen is for (Pay Periods and Payroll
           * Export show to those who approve and export, shared/docs/approval.md).
           */
          menuClaim: Type.String({ pattern: '^(mn|btn)\\.[a-z0-9.]+$', maxLength: 80 }),
          /** Place in the side menu across remotes, lowest first; without one, after those with one. */
          order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
          /** Roles that also get the entry as a top tab (spec 000 §2: top tabs are given by role). */
          topTabRoles: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 20 }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export const RemoteRoutesSchema = Type.Array(RemoteRouteSchema, { maxItems: 100 });

/** One remote as the host should load it for the current user (already resolved stable/candidate). */
export const RemoteManifestEntrySchema = Type.Object({
  name: Type.String(),
  version: Type.String(),
  /** Full URL of the remote's entry (remoteEntry.js); may be on another origin (a CDN). */
  entry: Type.String(),
  channel: Type.Union([Type.Literal('stable'), Type.Literal('candidate')]),
  /** The routes this version provides (its release record): the host's menu, tabs and routes. */
  routes: RemoteRoutesSchema,
  /** Where to fall back when a candidate fails to load. */
  stableEntry: Type.Optional(Type.String()),
  stableVersion: Type.Optional(Type.String()),
  /** The stable's routes, which replace the candidate's when it falls back. */
  stableRoutes: Type.Optional(RemoteRoutesSchema),
});
const VersionField = Type.String({ minLength: 1, maxLength: 64 });

/** Registers a build already on the API's disk (`<remote>/dist/<version>/` with its release.json). */
export const RegisterReleaseSchema = Type.Object(
  { name: RemoteNameField, version: VersionField },
  { additionalProperties: false },
);

/** Offers a registered version as the candidate to an audience; replaces any earlier candidate. */
export const RolloutRequestSchema = Type.Object(
  {
    name: RemoteNameField,
    version: VersionField,
    /** Share of signed-in users, by a stable hash of user id and remote name. */
    percent: Type.Integer({ minimum: 0, maximum: 100 }),
    users: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { maxItems: 500 })),
    roles: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);

/** Promote or roll back one remote. */
export const RemoteNameRequestSchema = Type.Object(
  { name: RemoteNameField },
  { additionalProperties: false },
);

/** A browser's report that a version failed to load (it fell back to stable). */
export const LoadFailureSchema = Type.Object(
  { name: RemoteNameField, version: VersionField },
  { additionalProperties: false },
);

export const CandidateSchema = Type.Object({
  version: Type.String(),
  percent: Type.Integer(),
  users: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
});

/** One version of a remote as the Releases screen shows it. */
export const RemoteVersionSchema = Type.Object({
  version: Type.String(),
  /** When `npm run release` registered it; absent for a build that was never registered. */
  registeredAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** Manifest answers to signed-in users that named this version. */
  signIns: Type.Integer(),
  /** Reports of browsers that could not load it (and fell back to stable). */
  loadFailures: Type.Integer(),
});

/** A candidate the console withdrew by itself: too many of the users given it could not load it. */
export const CandidateWithdrawalSchema = Type.Object({
  version: Type.String(),
  withdrawnAt: Type.String({ format: 'date-time' }),
  /** Within the window: users given the candidate whose browser could not load it. */
  failedUsers: Type.Integer(),
  /** Within the window: all users given it. */
  servedUsers: Type.Integer(),
});

/** One remote's rollout state and its versions. */
export const RemoteReleaseSchema = Type.Object({
  name: Type.String(),
  stableVersion: Type.String(),
  candidate: Type.Union([CandidateSchema, Type.Null()]),
  /** The stable before the last promote: what a rollback with no candidate returns to. */
  previousStableVersion: Type.Union([Type.String(), Type.Null()]),
  /** The latest candidate the console withdrew by itself, if any ever was. */
  withdrawal: Type.Union([CandidateWithdrawalSchema, Type.Null()]),
  versions: Type.Array(RemoteVersionSchema),
});
