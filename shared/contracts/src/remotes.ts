import type { Static } from 'typebox';
import type {
  RemoteManifestEntrySchema,
  RemoteReleaseSchema,
  RemoteVersionSchema,
  RolloutRequestSchema,
} from './schemas/remotes.ts';

/** One remote as the host should load it for the current user (already resolved stable/candidate). */
export type RemoteManifestEntry = Static<typeof RemoteManifestEntrySchema>;

/**
 * A route a remote exposes (`./routes`). The host builds router and side menu from these; it knows
 * no screen itself. TComponent is React's ComponentType in the browser (contracts stays React-free).
 */
export interface RemoteRoute<TComponent = unknown> {
  path: string;
  pageClaim: string;
  menu?: { label: string; menuClaim: string; topTab?: boolean };
  load: () => Promise<{ default: TComponent }>;
}

/** One remote's rollout state and its versions, as the Releases screen shows it. */
export type RemoteRelease = Static<typeof RemoteReleaseSchema>;
export type RemoteVersion = Static<typeof RemoteVersionSchema>;
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
  noStable: (name: string) => `${name} has no stable version: build it or register a release first`,
  unknownRole: (role: string) => `roles: '${role}' is not a role of this console`,
  unknownUser: (user: string) => `users: '${user}' is not a user of this console`,
  /** TAC_REMOTES_FILE names a version the registration check refuses: the API does not start. */
  fileVersionRefused: (file: string, name: string, version: string, why: string) =>
    `${file}: ${name} ${version} cannot be served: ${why}`,
} as const;
