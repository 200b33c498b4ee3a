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
