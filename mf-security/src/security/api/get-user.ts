import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SecurityUserDetail } from '@tac/contracts';

/** One security user with their access (spec 000 §7): GET ?userId=, reads data.user/division/group. */
export function getUser(userId: number): Promise<Answer<SecurityUserDetail>> {
  return api.get<SecurityUserDetail>(ApiPaths.security.user, { userId });
}
