import { api } from '@tac/api-client';
import { ApiPaths, type ApprovalOutcome, type LateReview } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Accept or reject lines held on the Late list. */
export const reviewLateLines = (review: LateReview) =>
  api.post<ApprovalOutcome>(ApiPaths.approval.reviewLate, review);

export const useReviewLateLines = () => useApiMutation(reviewLateLines, LINE_KEYS);
