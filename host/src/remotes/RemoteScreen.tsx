import { Box, type RouteDescriptor, Spinner } from '@tac/ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { SectionUnavailable } from './SectionUnavailable.tsx';
import { REMOTE_TIMEOUT_MS, withTimeout } from './with-timeout.ts';

function lazyScreen(route: RouteDescriptor): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(route.load(), REMOTE_TIMEOUT_MS, route.path));
}

export function SectionLoading() {
  return (
    <Box display="flex" justifyContent="center" p="10" aria-busy="true">
      <Spinner size="lg" color="blue.600" aria-label="Loading section" />
    </Box>
  );
}

/** One remote screen: loaded lazily, with the unavailable fallback and a retry that loads it afresh. */
export function RemoteScreen({ route }: { route: RouteDescriptor }) {
  const [attempt, setAttempt] = useState(0);
  const [Screen, setScreen] = useState(() => lazyScreen(route));
  return (
    <RouteErrorBoundary
      key={`${route.path}:${attempt}`}
      fallback={() => (
        <SectionUnavailable
          onRetry={() => {
            setScreen(() => lazyScreen(route));
            setAttempt((a) => a + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<SectionLoading />}>
        <Screen />
      </Suspense>
    </RouteErrorBoundary>
  );
}
