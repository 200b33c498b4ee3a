/**
 * The @tac/ui parts remotes take from the host: remotes ship no copy of their own (Chakra's context
 * lives inside these chunks), and webpack provides a shared module only when the host's own code
 * imports it. Loading them while the remote entries load also saves the first screen a round trip.
 */
export function loadSharedUi(): Promise<unknown> {
  return Promise.all([import('@tac/ui/dialog'), import('@tac/ui/table'), import('@tac/ui/toast')]);
}
