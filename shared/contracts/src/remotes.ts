import type { Static } from 'typebox';
import type {
  CandidateWithdrawalSchema,
  RemoteManifestEntrySchema,
  RemoteReleaseSchema,
  RemoteRouteSchema,
  RemoteVersionSchema,
  RolloutRequestSchema,
} from './schemas/remotes.ts';

/**
 * A remote's name (`mf-<word>`): any remote that registers a release, no compiled list
 * (REMOTE_NAME_PATTERN in the schemas says which names are valid).
 */
export type RemoteName = string;

/** One remote as the host should load it for the current user (already resolved stable/candidate). */
export type RemoteManifestEntry = Static<typeof RemoteManifestEntrySchema>;

/**
 * One route of a remote's release: path, page claim, menu entry. Written once, in the remote's
 * `src/routes.json`; its build records it in release.json and the manifest serves it.
 */
export type RemoteRouteMeta = Static<typeof RemoteRouteSchema>;

/**
 * A route a remote exposes (`./routes`): its metadata and a lazy `load()` of its screen. The host
 * routes to these once the remote has loaded; it knows no screen itself. TComponent is React's
 * ComponentType in the browser (contracts stays React-free).
 */
export interface RemoteRoute<TComponent = unknown> extends RemoteRouteMeta {
  load: () => Promise<{ default: TComponent }>;
}

/**
 * A remote's `./routes`: each route of its `routes.json` with the screen for its path. A path
 * without a screen, or a screen for no path, stops the module (and the remote's own tests).
 */
export function describeRoutes<TComponent>(
  meta: readonly RemoteRouteMeta[],
  screens: Readonly<Record<string, () => Promise<{ default: TComponent }>>>,
): RemoteRoute<TComponent>[] {
  const unused = new Set(Object.keys(screens));
  const routes = meta.map((route) => {
    const load = screens[route.path];
    if (!load) throw new Error(`routes.json lists ${route.path}, which has no screen in routes.tsx`);
    unused.delete(route.path);
    return { ...route, load };
  });
  if (unused.size > 0)
    throw new Error(`routes.tsx has screens for ${[...unused].join(', ')}, not in routes.json`);
  return routes;
}

/** One remote's rollout state and its versions, as the Releases screen shows it. */
export type RemoteRelease = Static<typeof RemoteReleaseSchema>;
export type RemoteVersion = Static<typeof RemoteVersionSchema>;
export type CandidateWithdrawal = Static<typeof CandidateWithdrawalSchema>;
export type RolloutRequest = Static<typeof RolloutRequestSchema>;

/** The texts of releases and rollout, for the API and the Releases screen alike. */
export const ReleaseMessages = {
  notBuilt: (name: string, version: string) =>
    `${name} ${version} is not built on this server (no ${name}/dist/${version}/remoteEntry.js)`,
  noRecord: (name: string, version: string) =>
    `${name} ${version} has no release.json beside its build: release it with npm run release`,
  noHostRecord: 'The host build records no shared versions (host/dist/release.json): build the host first',
  notProvided: (pkg: string) => `The host does not provide the shared package ${pkg}`,
  skew: (pkg: string, range: string, hostVersion: string) =>
    `${pkg}: the release needs ${range}, the host provides ${hostVersion}`,
  alreadyRegistered: (name: string, version: string) => `${name} ${version} is already registered`,
  notRegistered: (name: string, version: string) =>
    `${name} ${version} is not registered: release it with npm run release`,
  isStable: (name: string, version: string) => `${version} is already the stable version of ${name}`,
  noCandidate: (name: string) => `${name} has no candidate to promote`,
  nothingToRollBack: (name: string) => `${name} has no candidate and no earlier stable to roll back to`,
  unknownRemote: (name: string) => `${name} is not a remote of this console`,
  noRoutes: (name: string, version: string) =>
    `${name} ${version} records no routes in its release.json: build it with this console's build`,
  badRoutes: (name: string, version: string, why: string) =>
    `${name} ${version}: routes in its release.json: ${why}`,
  routeTaken: (name: string, path: string, owner: string) => `${name}: the route ${path} belongs to ${owner}`,
  noStable: (name: string) => `${name} has no stable version: build it or register a release first`,
  unknownRole: (role: string) => `roles: '${role}' is not a role of this console`,
  unknownUser: (user: string) => `users: '${user}' is not a user of this console`,
  /** TAC_REMOTES_FILE names a version the registration check refuses: the API does not start. */
  fileVersionRefused: (file: string, name: string, version: string, why: string) =>
    `${file}: ${name} ${version} cannot be served: ${why}`,
  /** A version served from another origin (its `entry` URL) is refused unless TAC_REMOTE_ORIGINS lists it. */
  entryOriginNotAllowed: (origin: string) =>
    `its entry is on ${origin}, which TAC_REMOTE_ORIGINS does not list`,
  entryNotUrl: (entry: string, own: string) =>
    `entry '${entry}' is neither an https URL nor this server's own ${own}`,
  entryForm: (entry: string, version: string) =>
    `entry '${entry}' must be https://<origin>/…/${version}/remoteEntry.js, with no credentials, query or fragment`,
  badVersion: (version: string) => `'${version}' is not a version such as 11.3.0`,
  /** The Releases screen's line for a candidate the console withdrew by itself. */
  withdrawnByItself: (version: string, failedUsers: number, servedUsers: number) =>
    `Candidate ${version} was withdrawn by itself: ${failedUsers} of the ${servedUsers} users given it could not load it`,
} as const;

/**
 * The header a console call names its section's remote and version in (`mf-timecards@11.2.0`), so
 * the API's log lines of the call say which release made it (shared/docs/operations.md "Logs"). The
 * client sets it; the API writes it only when it has this shape, so a caller cannot put anything else
 * into a log line.
 */
export const CALLING_REMOTE_HEADER = 'x-tac-remote';
const CALLING_REMOTE = /^mf-[a-z][a-z0-9]*(?:-[a-z0-9]+)*@[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** The header's value for a remote's version. */
export const callingRemote = (name: string, version: string): string => `${name}@${version}`;

/** Whether a header's value is a remote and version as `callingRemote` writes them. */
export const isCallingRemote = (value: unknown): value is string =>
  typeof value === 'string' && CALLING_REMOTE.test(value);
