import { api } from '@tac/api-client';
import { PasswordMessages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { renderWithUi } from '@tac/ui/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from './ChangePasswordPage.tsx';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

function openAs(mustChangePassword: boolean) {
  useSession.setState((s) => ({
    user: { ...s.user, loggedIn: true, userName: 'sa@demo.local', fullName: 'Sam Admin' },
    mustChangePassword,
  }));
  renderWithUi(
    <MemoryRouter initialEntries={['/ChangePassword']}>
      <ChangePasswordPage />
    </MemoryRouter>,
  );
}

describe('ChangePasswordPage', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks a signed-in user for the current password before a new one', async () => {
    openAs(false);
    screen.getByRole('heading', { name: 'Change your password' });
    // Pasted, not typed key by key: on a busy machine typing outlasts the test's time.
    await userEvent.click(screen.getByLabelText('New password'));
    await userEvent.paste('Brand-New#2026');
    await userEvent.click(screen.getByLabelText('Confirm new password'));
    await userEvent.paste('Brand-New#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(PasswordMessages.currentRequired);
    expect(document.activeElement).toBe(screen.getByLabelText('Current password'));
    expect(api.post).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Cancel' });
  }, 20_000);

  it('leaves the current password out in the step after a temporary password', () => {
    openAs(true);
    screen.getByRole('heading', { name: 'Choose a new password' });
    expect(screen.queryByLabelText('Current password')).toBeNull();
    screen.getByRole('button', { name: 'Sign out' });
  });
});
