import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type SecurityUser, type SecurityUserStatus } from '@tac/contracts';

/**
 * One page of security users (spec 000 §7 "Security"): POST ?selectedStatus=active|inactive with
 * { SearchText, Skip, Take }; reads success, data and totalCount. FieldNames: SecurityUserSearchField.
 */
export function getAllUserList(
  selectedStatus: SecurityUserStatus,
  request: SearchRequest,
): Promise<Answer<SecurityUser[]>> {
  return api.post<SecurityUser[]>(ApiPaths.security.list, request, { selectedStatus });
}
