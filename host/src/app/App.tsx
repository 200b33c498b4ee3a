import { UiProvider } from '@tac/ui';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { SessionEffects } from './SessionEffects.tsx';

// The toaster is not needed to draw the sign-in page, so it arrives after first paint.
const AppToaster = lazy(() => import('@tac/ui/toast').then((m) => ({ default: m.AppToaster })));

export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </UiProvider>
  );
}
