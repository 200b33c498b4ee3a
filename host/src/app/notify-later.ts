/**
 * The toaster is loaded lazily so the sign-in page stays small; messages raised before it arrives
 * are sent once it has loaded.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

export function notifyLater(kind: Kind, message: string): void {
  void import('@tac/ui/toast').then(({ notify }) => notify[kind](message));
}
