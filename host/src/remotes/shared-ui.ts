import { loadToast } from '../app/notify-later.ts';

/**
 * The @tac/ui parts remotes take from the host: remotes ship no copy of their own (Chakra's context
 * lives inside these chunks). The host provides every subpath in shared/ui/package.json `exports`
 * (shared/build/src/shared-modules.mjs); loading the common ones while the remote entries load
 * saves the first screen a round trip.
 */
export function loadSharedUi(): Promise<unknown> {
  // The toast through loadToast(), so the host mounts its toaster before a remote raises a toast.
  return Promise.all([import('@tac/ui/dialog'), import('@tac/ui/table'), loadToast()]);
}

/**
 * Parts only some screens use; nothing calls this: a remote's first import of one fetches its chunk
 * from the host. No longer needed for the host to provide them (the build now provides every
 * subpath of shared/ui/package.json `exports`), and harmless to keep.
 */
export function onDemandSharedUi(): Promise<unknown>[] {
  return [
    import('@tac/ui/pdf'),
    import('@tac/ui/image-viewer'),
    import('@tac/ui/print'),
    import('@tac/ui/tabs'),
    import('@tac/ui/multi-select'),
    import('@tac/ui/date-picker'),
  ];
}
