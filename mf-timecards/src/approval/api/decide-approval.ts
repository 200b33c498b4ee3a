import { api } from '@tac/api-client';
import { ApiPaths, type ApprovalDecision, type ApprovalOutcome } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Approve or Reject the selected lines; answers the server's message, which the dialog toasts. */
export const decideApproval = (decision: ApprovalDecision) =>
  api.post<ApprovalOutcome>(ApiPaths.approval.decide, decision);

export const useDecideApproval = () => useApiMutation(decideApproval, LINE_KEYS);
