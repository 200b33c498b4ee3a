import type { Static } from 'typebox';
import type { RemoteManifestEntrySchema } from './schemas/remotes.ts';

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
