import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type RemoteManifestEntry } from '@tac/contracts';

// Imported on demand: the remotes store and the load-failure report sit in the shell's /Login chunk,
// whose script budget has no room for the API client (shared/docs/releases.md, the budgets).

/** The remotes this session loads, each with the version chosen for it: GET. */
export function getRemotesManifest(): Promise<Answer<RemoteManifestEntry[]>> {
  return api.get<RemoteManifestEntry[]>(ApiPaths.remotesManifest);
}

/** Tells the API a version failed to load here, for the Releases screen's count: POST { name, version }. */
export function postLoadFailure(name: string, version: string): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.remotes.loadFailure, { name, version });
}
