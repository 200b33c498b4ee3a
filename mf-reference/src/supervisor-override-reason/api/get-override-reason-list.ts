import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type SupervisorOverrideReasonItem } from '@tac/contracts';

/**
 * One page of supervisor override reasons (spec 002 §7 "Override reason list"): POST { SearchText,
 * Skip, Take }; search with FieldName SupervisorOverrideReasonSearchField.DisplayText.
 */
export function getOverrideReasonList(
  request: SearchRequest,
): Promise<Answer<SupervisorOverrideReasonItem[]>> {
  return api.post<SupervisorOverrideReasonItem[]>(ApiPaths.supervisorOverrideReason.list, request);
}
