/**
 * Tells the API a version failed to load here, for the Releases screen's count; failures ignored.
 * The client is imported when a failure is reported: this module sits in the shell's /Login chunk,
 * whose script budget has no room for the API client (shared/docs/releases.md, the budgets).
 */
export const reportLoadFailure = async (name: string, version: string) => {
  const { postLoadFailure } = await import('./api/remotes-calls.ts');
  return postLoadFailure(name, version).catch(() => undefined);
};
