import { loadToast } from '../app/notify-later.ts';

/**
 * The @tac/ui parts remotes take from the host: remotes ship no copy of their own (Chakra's context
 * lives inside these chunks). The host provides every subpath in shared/ui/package.json `exports`
 * (shared/build/src/shared-modules.mjs); loading the common ones while the remote entries load
 * saves the first screen a round trip. The other parts (pdf, image viewer, tabs…) load from the host
 * when a remote first imports one.
 */
export function loadSharedUi(): Promise<unknown> {
  // The toast through loadToast(), so the host mounts its toaster before a remote raises a toast.
  return Promise.all([import('@tac/ui/dialog'), import('@tac/ui/table'), loadToast()]);
}
