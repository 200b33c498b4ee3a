import { setCallingRemote } from '@tac/api-client';
import { callingRemote, type RemoteManifestEntry, type RemoteRouteMeta } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { RemoteScreen, SectionLoading } from '../remotes/RemoteScreen.tsx';
import { SectionUnavailable } from '../remotes/SectionUnavailable.tsx';
import { loadSharedUi } from '../remotes/shared-ui.ts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; screen?: RouteDescriptor };

/**
 * A remote's signed-out route (`signedOut` in its routes.json: a page opened by a link, such as the
 * customer's signing page): its remote loads from the anonymous manifest's entry, with no guard and no
 * shell, and its screen reads the path's parameters from the router. Its calls use `signedOutApi`,
 * so no console session goes with them (shared/docs/architecture.md "How a remote plugs in").
 */
export function SignedOutRoute({ entry, route }: { entry: RemoteManifestEntry; route: RemoteRouteMeta }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    Promise.all([import('../remotes/federation.ts'), loadSharedUi().catch(() => undefined)])
      .then(([{ loadManifestEntry }]) => loadManifestEntry(entry, attempt))
      .then(
        (routes) => {
          const screen = routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase());
          if (active) setLoaded({ status: 'ready', screen });
        },
        (error: unknown) => {
          console.error(`Remote ${entry.name} failed to load`, error);
          if (active) setLoaded({ status: 'failed' });
        },
      );
    return () => {
      active = false;
    };
  }, [entry, route.path, attempt]);

  // Its calls name its remote and version, for the API's log lines, as a section's do.
  useEffect(() => {
    setCallingRemote(callingRemote(entry.name, entry.version));
    return () => setCallingRemote(undefined);
  }, [entry.name, entry.version]);

  if (loaded.status === 'loading') return <SectionLoading />;
  if (loaded.status === 'failed') return <SectionUnavailable onRetry={() => setAttempt((a) => a + 1)} />;
  const { screen } = loaded;
  if (!screen) return <NotFoundPage />;
  return (
    <Routes>
      <Route path={screen.path} element={<RemoteScreen route={screen} />} />
    </Routes>
  );
}
