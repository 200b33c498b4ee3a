import { Route, Routes } from 'react-router-dom';
import { LoginLanding } from '../login/LoginLanding.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { PastSignIn } from './PastSignIn.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/Login" element={<LoginPage />} />
      <Route path="/Admin" element={<LoginPage admin />} />
      <Route path="/LoginLanding" element={<LoginLanding />} />
      <Route path="*" element={<PastSignIn />} />
    </Routes>
  );
}
