import { api } from '@tac/api-client';
import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { createFakeReportsApi } from './fake-reports-api.ts';

/** Signs the test user in with this role and these claims (page, menu and button claims). */
export function signInAs(roleName: string, claims: string[]) {
  useSession.setState((state) => ({
    user: { ...state.user, loggedIn: true, userId: 7, roleName, claimValue: claims },
  }));
}

/** Renders a screen with the toaster, as the host shows it. */
export function renderPage(page: ReactElement) {
  return renderWithUi(
    <>
      {page}
      <AppToaster />
    </>,
  );
}

/** Routes the mocked `api` (vi.mock('@tac/api-client')) to the fake server. */
export function serveWith(fake: ReturnType<typeof createFakeReportsApi>) {
  vi.mocked(api.get).mockImplementation(fake.get as typeof api.get);
  vi.mocked(api.post).mockImplementation(fake.post as typeof api.post);
}

/** The bodies POSTed to a path, in order. */
export const postsTo = (path: string) =>
  vi
    .mocked(api.post)
    .mock.calls.filter(([p]) => p === path)
    .map(([, body]) => body);

/** Waits for a toast with this text, then clears every toast so later ones are not crowded out. */
export async function expectToast(text: string) {
  await screen.findByText(text);
  act(() => toaster.remove());
}
