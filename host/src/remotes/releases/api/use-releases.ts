import type { RemoteRelease } from '@tac/contracts';
import { useApiMutation, useQuery } from '@tac/ui/server-state';
import type { ReleaseAction } from '../rules.ts';
import { getReleases } from './get-releases.ts';
import { promote } from './promote.ts';
import { rollBack } from './roll-back.ts';

/** The releases in the server-state cache: a promote or roll back refreshes them. */
export const RELEASES_KEY = ['releases'] as const;

/** Every remote's releases; a failed load is toasted by the cache. */
export function useReleases() {
  return useQuery({ queryKey: RELEASES_KEY, queryFn: getReleases });
}

/** Promotes a remote's candidate or rolls it back; the releases are refreshed. */
export function useReleaseChange() {
  return useApiMutation(
    ({ remote, action }: { remote: RemoteRelease; action: ReleaseAction }) =>
      action === 'promote' ? promote(remote.name) : rollBack(remote.name),
    [RELEASES_KEY],
  );
}
