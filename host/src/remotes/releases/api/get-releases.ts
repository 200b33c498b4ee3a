import { api } from '@tac/api-client';
import { ApiPaths, type RemoteRelease } from '@tac/contracts';

export const getReleases = () => api.get<RemoteRelease[]>(ApiPaths.remotes.releases);
