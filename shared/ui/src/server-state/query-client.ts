import { faultReference, Messages } from '@tac/contracts';
import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../toast/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: the screen shows this query's failure itself, so the cache does not toast it. */
    queryMeta: { quiet?: boolean };
  }
}

// The cache tells React of an answer in a microtask, as the hand-written list hook did, rather than
// react-query's default setTimeout(0): that hop costs up to 4 ms (browsers clamp nested timers) on
// the timecards' typing-to-rows path, which is held to 100 ms.
notifyManager.setScheduler(queueMicrotask);

/**
 * The console's server-state cache. Its defaults keep what the screens did before the cache:
 * - no retries: a failed call is told once, at once (a toast, or a list left as it was);
 * - no refetch on window focus or reconnect: a screen asks the server when it opens, when its
 *   page or search changes and after a save, not behind the user's back;
 * - networkMode 'always': the call is made even when the browser believes it is offline, and
 *   fails as any failed call does, rather than waiting silently.
 * Data is stale at once (staleTime 0): a screen opened again shows its cached page while it asks
 * for a fresh one.
 * A failed load looks the same on every screen: the cache toasts the error's message (an ApiError
 * from the typed call) once, with a server fault's reference for support beneath, unless the query's
 * meta says `quiet` (see shared/docs/architecture.md "Calling the API").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.quiet) notify.error(error.message || Messages.requestFailed, faultReference(error));
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        staleTime: 0,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
