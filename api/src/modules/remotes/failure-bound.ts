/**
 * When a candidate withdraws itself (shared/docs/releases.md "A candidate that rolls itself back"):
 * within the window, at least `minUsers` users given the candidate reported that it failed to load,
 * and they are at least `ratio` of the users given it. Each user's report counts once a window.
 */
export interface CandidateFailureBound {
  /** The share of the users given the candidate (0 to 1) whose failures withdraw it; null: never by itself. */
  ratio: number | null;
  /** Distinct users whose failure counted, at least: one user alone withdraws nothing unless this is 1. */
  minUsers: number;
  /** The window, in minutes: users served and failures reported within it; a user's report counts once in it. */
  windowMinutes: number;
}

export const DEFAULT_CANDIDATE_FAILURE_BOUND: CandidateFailureBound = {
  ratio: 0.2,
  minUsers: 3,
  windowMinutes: 24 * 60,
};

function parseRatio(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_CANDIDATE_FAILURE_BOUND.ratio;
  if (value.trim() === 'off') return null;
  const ratio = Number(value);
  if (!Number.isFinite(ratio) || ratio <= 0 || ratio > 1)
    throw new Error(
      `TAC_CANDIDATE_FAILURE_RATIO must be a share above 0 and at most 1 (0.2), or off, got '${value}'`,
    );
  return ratio;
}

function parseWhole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}, got '${value}'`);
  return number;
}

/** TAC_CANDIDATE_FAILURE_RATIO, _USERS and _WINDOW_MINUTES; a bad value stops the start, naming it. */
export function parseCandidateFailureBound(env: NodeJS.ProcessEnv): CandidateFailureBound {
  return {
    ratio: parseRatio(env.TAC_CANDIDATE_FAILURE_RATIO),
    minUsers: parseWhole(
      'TAC_CANDIDATE_FAILURE_USERS',
      env.TAC_CANDIDATE_FAILURE_USERS,
      DEFAULT_CANDIDATE_FAILURE_BOUND.minUsers,
      100_000,
    ),
    windowMinutes: parseWhole(
      'TAC_CANDIDATE_FAILURE_WINDOW_MINUTES',
      env.TAC_CANDIDATE_FAILURE_WINDOW_MINUTES,
      DEFAULT_CANDIDATE_FAILURE_BOUND.windowMinutes,
      7 * 24 * 60,
    ),
  };
}
