import type { RouteDescriptor } from '@tac/ui';
import { createRoot } from 'react-dom/client';
import { DevShell } from './DevShell.tsx';

export function mountDevShell(routes: RouteDescriptor[]): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<DevShell routes={routes} />);
}
