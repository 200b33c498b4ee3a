/**
 * The toaster is loaded lazily so the sign-in page stays small: /Login fetches none of it until the
 * first message (or the sign-in, when remotes may raise their own). Messages raised before it
 * arrives are sent once it has loaded.
 */
import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info' | 'warning';
type ToastModule = typeof import('@tac/ui/toast');

let toastModule: Promise<ToastModule> | undefined;
const listeners = new Set<() => void>();

/** Loads @tac/ui/toast once and has <LazyToaster/> mount the toast view. */
export function loadToast(): Promise<ToastModule> {
  if (!toastModule) {
    const loading = import('@tac/ui/toast');
    toastModule = loading;
    // A failed chunk load is tried again by the next message.
    loading.catch(() => {
      if (toastModule === loading) toastModule = undefined;
    });
    for (const listener of listeners) listener();
  }
  return toastModule;
}

/** True once something asked for the toaster: until then there is nothing to show. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toastModule !== undefined,
  );
}

export function notifyLater(kind: Kind, message: string): void {
  void loadToast().then(({ notify }) => notify[kind](message));
}
