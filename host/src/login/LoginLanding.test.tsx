import { Messages } from '@tac/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useConsoleConfig } from '../app/console-config.ts';
import { LoginLanding } from './LoginLanding.tsx';

const initial = useConsoleConfig.getState().config;

function landOn(search: string, config: Partial<typeof initial>) {
  useConsoleConfig.setState({ config: { ...initial, ...config } });
  window.history.replaceState(null, '', `/LoginLanding${search}`);
  render(
    <MemoryRouter>
      <LoginLanding />
    </MemoryRouter>,
  );
}

describe('LoginLanding when single sign-on did not sign the user in', () => {
  afterEach(() => {
    cleanup();
    useConsoleConfig.setState({ config: initial });
  });

  it('offers single sign-on again, the password sign-in, and the support address', () => {
    landOn('?response=notfound', { ssoEnabled: true, supportEmail: 'help@office.example' });
    expect(screen.getByRole('alert').textContent).toBe(Messages.sso.userNotFound);
    screen.getByRole('button', { name: 'Login' });
    const password = screen.getByRole('link', { name: 'Sign in with user name and password' });
    expect(password.getAttribute('href')).toBe('/Login');
    const support = screen.getByRole('link', { name: 'help@office.example' });
    expect(support.getAttribute('href')).toBe('mailto:help@office.example');
  });

  it('leaves password sign-in out where only SystemAdmin has it, and single sign-on out where it is off', () => {
    landOn('?response=notfound', { ssoEnabled: true, passwordSignIn: 'admin-only' });
    screen.getByRole('button', { name: 'Login' });
    expect(screen.queryByRole('link', { name: /user name and password/ })).toBeNull();
    cleanup();
    landOn('?response=notfound', { ssoEnabled: false });
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    screen.getByRole('link', { name: 'Sign in with user name and password' });
  });
});
