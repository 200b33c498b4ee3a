import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from './query-client.ts';

/**
 * Gives the screens below it one server-state cache. The host mounts it once around everything
 * past sign-in (ConsoleRoutes), the dev shell around a signed-in remote, and the test render
 * helpers once per test. The client lives as long as this provider: signing out leaves the
 * console's routes, so the next user starts with an empty cache and never sees the last user's rows.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
