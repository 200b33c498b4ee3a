import type { RemoteName } from './routes.ts';

/** One remote as the host should load it for the current user (already resolved stable/candidate). */
export interface RemoteManifestEntry {
  name: RemoteName;
  version: string;
  /** Full URL of the remote's entry (remoteEntry.js); may be on another origin (a CDN). */
  entry: string;
  channel: 'stable' | 'candidate';
  /** Where to fall back when a candidate fails to load. */
  stableEntry?: string;
  stableVersion?: string;
}

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
