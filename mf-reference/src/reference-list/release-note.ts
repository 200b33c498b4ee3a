// Replaced at build time by @tac/build (DefinePlugin); the browser has no `process`.
declare const process: { env: { TAC_RELEASE_NOTE?: string } };

/**
 * The note this build was released with (`TAC_RELEASE_NOTE=… npm run release -- mf-reference 11.3.0`),
 * shown beside each list's title so a tester on a candidate sees which build they have. Empty in an
 * ordinary build, which then shows nothing.
 */
export const RELEASE_NOTE: string = process.env.TAC_RELEASE_NOTE ?? '';
