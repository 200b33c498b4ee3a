import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../provider/UiProvider.tsx';
import { ServerStateProvider } from '../server-state/ServerStateProvider.tsx';
import '../theme/part-recipes.ts'; // the full system, as once the host has loaded every part

/** The providers the host puts around a screen. Each render mounts its own, so each test starts
 * with an empty server-state cache. */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <ServerStateProvider>{children}</ServerStateProvider>
    </UiProvider>
  );
}

/** Render inside the console's design system and a fresh server-state cache, as the host does. */
export function renderWithUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ConsoleProviders, ...options });
}
