/**
 * First-screen budgets, read by `npm run bench:bundle` and by the end-to-end check that
 * holds /Login to its budget on every `npm test` (host/e2e/first-screen.spec.ts).
 */

/** Gzip JS a signed-out /Login may fetch. Measured 120.8 KB with one MF runtime and unshared contracts. */
export const LOGIN_BUDGET_KB = 130;

/** Gzip JS a remote's own build may serve to open its first screen, beyond what the host serves. */
export const REMOTE_BUDGET_KB = 30;
