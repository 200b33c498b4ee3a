import { api } from '@tac/api-client';
import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { AppToaster, toaster } from '@tac/ui/toast';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

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

/** Routes the mocked `api` (vi.mock('@tac/api-client')) to a fake server. */
export function serveWith(server: { get: unknown; post: unknown }) {
  vi.mocked(api.get).mockImplementation(server.get as typeof api.get);
  vi.mocked(api.post).mockImplementation(server.post as typeof api.post);
}

/** The bodies POSTed to a path, in order. */
export const postsTo = (path: string) =>
  vi
    .mocked(api.post)
    .mock.calls.filter(([p]) => p === path)
    .map(([, body]) => body);

/**
 * Waits for a toast with this text, then clears every toast: the toaster shows at most 5, so a test
 * that steps through several messages would otherwise crowd its later ones out.
 */
export async function expectToast(text: string) {
  await screen.findByText(text);
  act(() => toaster.remove());
}
