import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes.tsx';
import { loadToast, useToasterWanted } from './notify-later.ts';
import { SessionEffects } from './SessionEffects.tsx';

// The toaster is not needed to draw the sign-in page: it is fetched with the first message.
const ToasterLayer = lazy(() => loadToast().then(() => import('./ToasterLayer.tsx')));

function LazyToaster() {
  const wanted = useToasterWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterLayer />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <>
      <BrowserRouter>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </>
  );
}
