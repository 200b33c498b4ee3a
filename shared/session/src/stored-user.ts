import type { LoginUser } from '@tac/contracts';

/**
 * The session as this browser stored it, read without the store: here alone (no zustand), so the
 * host's first script can tell a signed-out page load before React and the store have loaded
 * (`@tac/session/stored`).
 */
export const SESSION_STORAGE_KEY = 'tac.session';

/** The session another tab wrote, read straight from storage so a missed storage event cannot hide it. */
export function storedUser(): LoginUser | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return undefined;
    return (JSON.parse(raw) as { state?: { user?: LoginUser } }).state?.user;
  } catch {
    return undefined;
  }
}
