import { api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Tells the API a version failed to load here, for the Releases screen's count; failures ignored. */
export const reportLoadFailure = (name: string, version: string) =>
  api.post<null>(ApiPaths.remotes.loadFailure, { name, version }).catch(() => undefined);
