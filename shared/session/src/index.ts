export { EMPTY_USER } from './empty-user.ts';
export {
  getSession,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SignInOutcome,
  storedSession,
  syncSessionAcrossTabs,
  useSession,
} from './session-store.ts';
