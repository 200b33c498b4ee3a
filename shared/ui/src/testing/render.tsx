import { act, type RenderOptions, render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../provider/UiProvider.tsx';
import { ServerStateProvider } from '../server-state/ServerStateProvider.tsx';
import { AppToaster } from '../toast/AppToaster.tsx';
import { toaster } from '../toast/toaster.ts';
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

/** Render a screen as the host shows it: inside the console's providers, with the toaster. */
export function renderPage(page: ReactElement) {
  return renderWithUi(
    <>
      {page}
      <AppToaster />
    </>,
  );
}

/**
 * Waits for a toast with this text, then clears every toast: the toaster shows at most 5, so a test
 * that steps through several messages would otherwise crowd its later ones out.
 */
export async function expectToast(text: string) {
  await screen.findByText(text);
  act(() => toaster.remove());
}
