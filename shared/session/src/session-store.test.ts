import type { LoginResult } from '@tac/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_USER } from './empty-user.ts';
import { SESSION_STORAGE_KEY, storedSession, syncSessionAcrossTabs, useSession } from './session-store.ts';

const admin: LoginResult = {
  isLoginSuccess: true,
  firstName: 'Ada',
  lastName: 'Admin',
  fullName: 'Ada Admin',
  email: 'admin@demo.local',
  phoneNumber: '555-0100',
  token: 'tok-1',
  userName: 'admin@demo.local',
  userId: 2,
  roleId: 1,
  roleName: 'Administrator',
  claimValue: ['pg.security', 'mn.security'],
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: EMPTY_USER, mustChangePassword: false });
});

describe('session store', () => {
  it('stores the login user fields and persists them to localStorage', () => {
    expect(useSession.getState().signIn(admin)).toEqual({ ok: true });
    const { user } = useSession.getState();
    expect(user).toMatchObject({
      loggedIn: true,
      roleId: 1,
      roleName: 'Administrator',
      fullName: 'Ada Admin',
      userEmail: 'admin@demo.local',
      userPhoneNumber: '555-0100',
      accessToken: 'tok-1',
      claimValue: ['pg.security', 'mn.security'],
    });
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.state.user.accessToken).toBe('tok-1');
  });

  it('restores a persisted session on rehydrate', async () => {
    useSession.getState().signIn(admin);
    const saved = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    useSession.setState({ user: EMPTY_USER }); // a page reload starts from an empty store
    localStorage.setItem(SESSION_STORAGE_KEY, saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState().user.userName).toBe('admin@demo.local');
  });

  it('starts signed in from storedSession as from a sign-in', async () => {
    useSession.getState().signIn({ ...admin, mustChangePassword: true });
    const signedIn = useSession.getState();
    useSession.setState({ user: EMPTY_USER, mustChangePassword: false });
    localStorage.setItem(SESSION_STORAGE_KEY, storedSession({ ...admin, mustChangePassword: true }));
    await useSession.persist.rehydrate();
    expect(useSession.getState().user).toEqual(signedIn.user);
    expect(useSession.getState().mustChangePassword).toBe(true);
  });

  it('refuses a sign-in while another tab holds a signed-in session', () => {
    // Another tab wrote its session to storage; this tab's memory has not caught up.
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { user: { ...EMPTY_USER, loggedIn: true, fullName: 'Pat Manager' } },
        version: 0,
      }),
    );
    expect(useSession.getState().signIn(admin)).toEqual({
      ok: false,
      message: 'Pat Manager has logged in another tab, please log out and log in as another user',
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.user.fullName).toBe(
      'Pat Manager',
    );
  });

  it('logout clears the session but keeps the role as loggedOutUserRole', () => {
    useSession.getState().signIn(admin);
    useSession.getState().logout();
    const { user } = useSession.getState();
    expect(user.loggedIn).toBe(false);
    expect(user.accessToken).toBe('');
    expect(user.claimValue).toEqual([]);
    expect(user.loggedOutUserRole).toBe('Administrator');
    // A later sign-in is allowed again after logout.
    expect(useSession.getState().signIn({ ...admin, roleName: 'Read Only' })).toEqual({ ok: true });
  });

  it('sees another tab sign in and log out through the storage event', async () => {
    const stop = syncSessionAcrossTabs(window);
    const otherTab = {
      ...EMPTY_USER,
      loggedIn: true,
      userName: 'pm@demo.local',
      roleName: 'Project Manager',
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { user: otherTab }, version: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    await new Promise((r) => setTimeout(r, 0));
    expect(useSession.getState().user.userName).toBe('pm@demo.local');

    const loggedOut = { ...EMPTY_USER, loggedOutUserRole: 'Project Manager' };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { user: loggedOut }, version: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    await new Promise((r) => setTimeout(r, 0));
    expect(useSession.getState().user.loggedIn).toBe(false);
    expect(useSession.getState().user.loggedOutUserRole).toBe('Project Manager');
    stop();
  });
});
