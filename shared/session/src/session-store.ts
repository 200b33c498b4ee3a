import { type LoginResult, type LoginUser, Messages } from '@tac/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_USER } from './empty-user.ts';
import { SESSION_STORAGE_KEY, storedUser } from './stored-user.ts';

export { SESSION_STORAGE_KEY };

export type SignInOutcome = { ok: true } | { ok: false; message: string };

export interface SessionState {
  user: LoginUser;
  /** A temporary password must be changed before anything else (set by the login result). */
  mustChangePassword: boolean;
  /** The refusal message when a signed-in session already exists (this tab or another). */
  signInRefusal: () => string | undefined;
  signIn: (result: LoginResult) => SignInOutcome;
  /** Ends the session; keeps the role name as loggedOutUserRole (spec 000 §4). */
  logout: () => void;
  passwordChanged: () => void;
}

/** The signed-in user a login result makes (spec 000 §5's session fields). */
function sessionUserOf(result: LoginResult, loggedOutUserRole: string): LoginUser {
  return {
    loggedIn: true,
    roleId: result.roleId,
    roleName: result.roleName,
    firstName: result.firstName,
    lastName: result.lastName,
    fullName: result.fullName,
    userName: result.userName,
    userId: result.userId,
    userEmail: result.email,
    userPhoneNumber: result.phoneNumber,
    accessToken: result.token,
    claimValue: result.claimValue,
    loggedOutUserRole,
  };
}

/**
 * What this store keeps in localStorage (under SESSION_STORAGE_KEY) once `result` is signed in: a
 * page that finds it there starts signed in. The end-to-end tests whose subject is not the sign-in
 * form open their screen with it (shared/docs/testing.md).
 */
export function storedSession(result: LoginResult): string {
  const state = { user: sessionUserOf(result, ''), mustChangePassword: !!result.mustChangePassword };
  // zustand's persist format: the partialized state and the store's version (0 unless set).
  return JSON.stringify({ state, version: 0 });
}

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      user: EMPTY_USER,
      mustChangePassword: false,
      signInRefusal: () => {
        const current = get().user.loggedIn ? get().user : storedUser();
        // Spec 000 §5: a second sign-in is refused while another tab holds a session.
        return current?.loggedIn ? Messages.login.otherTab(current.fullName || current.userName) : undefined;
      },
      signIn: (result) => {
        const refusal = get().signInRefusal();
        if (refusal) return { ok: false, message: refusal };
        set({
          user: sessionUserOf(result, get().user.loggedOutUserRole),
          mustChangePassword: !!result.mustChangePassword,
        });
        return { ok: true };
      },
      logout: () => {
        const { user } = get();
        set({
          user: { ...EMPTY_USER, loggedOutUserRole: user.roleName || user.loggedOutUserRole },
          mustChangePassword: false,
        });
      },
      passwordChanged: () => set({ mustChangePassword: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ user: s.user, mustChangePassword: s.mustChangePassword }),
    },
  ),
);

/** Tabs see each other's sign-in and logout: re-read storage when another tab writes it. */
export function syncSessionAcrossTabs(target: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_STORAGE_KEY || e.key === null) void useSession.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/** Read outside React (the API client's bearer token, guards). */
export const getSession = () => useSession.getState();
