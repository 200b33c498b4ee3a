import { setCallingRemote } from '@tac/api-client';
import { callingRemote } from '@tac/contracts';
import { useEffect } from 'react';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RemoteScreen, SectionLoading } from '../remotes/RemoteScreen.tsx';
import { type ManifestRoute, useRemotes } from '../remotes/remotes-store.ts';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';

/**
 * A route of the manifest: opening it loads its remote (the guard has passed: a user without the
 * page claim never fetches it), then shows the screen its `./routes` gives for the path. Shows
 * loading, the unavailable fallback with Retry when the remote failed, or not found when the loaded
 * remote has no screen for the path.
 */
export function RemoteSection({ route }: { route: ManifestRoute }) {
  const remote = useRemotes((s) => s.remotes[route.remote]);
  const open = useRemotes((s) => s.open);
  const retry = useRemotes((s) => s.retry);
  const idle = remote?.status === 'idle';
  const version = remote?.status === 'ready' ? remote.entry.version : undefined;

  useEffect(() => {
    if (idle) void open(route.remote);
  }, [idle, open, route.remote]);

  // The section's calls name its remote and version, for the API's log lines of each.
  useEffect(() => {
    if (!version) return;
    setCallingRemote(callingRemote(route.remote, version));
    return () => setCallingRemote(undefined);
  }, [route.remote, version]);

  if (!remote || remote.status === 'loading' || idle) return <SectionLoading />;
  if (remote.status === 'failed') return <SectionUnavailable onRetry={() => retry(route.remote)} />;
  const screen = remote.routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase());
  return screen ? <RemoteScreen key={screen.path} route={screen} /> : <NotFoundPage />;
}
