import type { RouteRule } from '@tac/contracts';
import { useEffect } from 'react';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RemoteScreen, SectionLoading } from '../remotes/RemoteScreen.tsx';
import { useRemotes } from '../remotes/remotes-store.ts';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';

/**
 * A spec route whose remote has not (yet) given its descriptors: opening it loads that remote (the
 * guard has passed: a user without the page claim never fetches it). Shows loading, the unavailable
 * fallback with Retry when the remote or the manifest failed, or not found when the remote is not
 * deployed.
 */
export function PendingSection({ rule }: { rule: RouteRule }) {
  const manifest = useRemotes((s) => s.manifest);
  const remote = useRemotes((s) => s.remotes[rule.remote]);
  const loadAll = useRemotes((s) => s.loadAll);
  const open = useRemotes((s) => s.open);
  const retry = useRemotes((s) => s.retry);
  const idle = remote?.status === 'idle';

  useEffect(() => {
    if (idle) void open(rule.remote);
  }, [idle, open, rule.remote]);

  if (manifest === 'failed') return <SectionUnavailable onRetry={loadAll} />;
  if (manifest !== 'ready' || remote?.status === 'loading' || idle) return <SectionLoading />;
  if (remote?.status === 'failed') return <SectionUnavailable onRetry={() => retry(rule.remote)} />;
  if (remote?.status === 'ready') {
    const route = remote.routes.find((r) => r.path.toLowerCase() === rule.path.toLowerCase());
    if (route) return <RemoteScreen key={route.path} route={route} />;
  }
  return <NotFoundPage />;
}
