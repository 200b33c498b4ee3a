import { Type } from 'typebox';
import type { RemoteName } from '../routes.ts';

/**
 * One remote as the host should load it for the current user (already resolved stable/candidate).
 * The name is documented as a plain string (the manifest lists whatever remotes are built) and typed
 * as RemoteName for the host.
 */
export const RemoteManifestEntrySchema = Type.Object({
  name: Type.Unsafe<RemoteName>(Type.String()),
  version: Type.String(),
  /** Full URL of the remote's entry (remoteEntry.js); may be on another origin (a CDN). */
  entry: Type.String(),
  channel: Type.Union([Type.Literal('stable'), Type.Literal('candidate')]),
  /** Where to fall back when a candidate fails to load. */
  stableEntry: Type.Optional(Type.String()),
  stableVersion: Type.Optional(Type.String()),
});

const RemoteNameField = Type.Unsafe<RemoteName>(Type.String({ minLength: 1 }));
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

/** One remote's rollout state and its versions. */
export const RemoteReleaseSchema = Type.Object({
  name: Type.Unsafe<RemoteName>(Type.String()),
  stableVersion: Type.String(),
  candidate: Type.Union([CandidateSchema, Type.Null()]),
  /** The stable before the last promote: what a rollback with no candidate returns to. */
  previousStableVersion: Type.Union([Type.String(), Type.Null()]),
  versions: Type.Array(RemoteVersionSchema),
});
