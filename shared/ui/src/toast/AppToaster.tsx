import { lazy, Suspense } from 'react';

// A separate chunk: the toaster's view (zag toast machines, Chakra's Toast parts) is ~20 KB gzip
// and no first paint needs it. notify() works before it arrives (see toaster.ts).
const AppToasterView = lazy(() => import('./AppToasterView.tsx'));

/** Mount once inside UiProvider (the host's shell). Renders nothing until a toast exists. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <AppToasterView />
    </Suspense>
  );
}
