import { describe, expect, it } from 'vitest';
import { DEFAULT_CANDIDATE_FAILURE_BOUND, parseCandidateFailureBound } from './failure-bound.ts';
import { crosses } from './withdrawal.ts';

describe('the bound a candidate withdraws itself at', () => {
  it('reads the three settings, with defaults, and off', () => {
    expect(parseCandidateFailureBound({})).toEqual(DEFAULT_CANDIDATE_FAILURE_BOUND);
    expect(
      parseCandidateFailureBound({
        TAC_CANDIDATE_FAILURE_RATIO: '0.5',
        TAC_CANDIDATE_FAILURE_USERS: '1',
        TAC_CANDIDATE_FAILURE_WINDOW_MINUTES: '30',
      }),
    ).toEqual({ ratio: 0.5, minUsers: 1, windowMinutes: 30 });
    expect(parseCandidateFailureBound({ TAC_CANDIDATE_FAILURE_RATIO: 'off' }).ratio).toBeNull();
  });

  it('stops the start on a value it cannot use, naming the setting', () => {
    for (const ratio of ['0', '1.5', '20%', 'x'])
      expect(() => parseCandidateFailureBound({ TAC_CANDIDATE_FAILURE_RATIO: ratio })).toThrow(
        `TAC_CANDIDATE_FAILURE_RATIO must be a share above 0 and at most 1 (0.2), or off, got '${ratio}'`,
      );
    expect(() => parseCandidateFailureBound({ TAC_CANDIDATE_FAILURE_USERS: '0' })).toThrow(
      'TAC_CANDIDATE_FAILURE_USERS must be a whole number from 1 to 100000',
    );
    expect(() => parseCandidateFailureBound({ TAC_CANDIDATE_FAILURE_WINDOW_MINUTES: '2.5' })).toThrow(
      'TAC_CANDIDATE_FAILURE_WINDOW_MINUTES must be a whole number from 1 to 10080',
    );
  });

  it('is crossed by enough users and a large enough share of those given it, never by one alone unless it says so', () => {
    const bound = DEFAULT_CANDIDATE_FAILURE_BOUND;
    expect(crosses({ failedUsers: 1, servedUsers: 1 }, bound)).toBe(false);
    expect(crosses({ failedUsers: 2, servedUsers: 2 }, bound)).toBe(false);
    expect(crosses({ failedUsers: 3, servedUsers: 15 }, bound)).toBe(true);
    expect(crosses({ failedUsers: 3, servedUsers: 16 }, bound)).toBe(false);
    expect(crosses({ failedUsers: 1, servedUsers: 1 }, { ...bound, minUsers: 1 })).toBe(true);
    expect(crosses({ failedUsers: 50, servedUsers: 50 }, { ...bound, ratio: null })).toBe(false);
  });
});
