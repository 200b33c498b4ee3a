import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoginLanding } from '../login/LoginLanding.tsx';
import { LoginPage } from '../login/LoginPage.tsx';

// The console (shell, sections, not found) and its design system load after the sign-in page drew.
const ConsoleRoutes = lazy(() => import('./ConsoleRoutes.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/Login" element={<LoginPage />} />
      <Route path="/Admin" element={<LoginPage admin />} />
      <Route path="/LoginLanding" element={<LoginLanding />} />
      <Route
        path="*"
        element={
          <Suspense fallback={<p style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>Loading…</p>}>
            <ConsoleRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
