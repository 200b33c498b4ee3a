import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type SecurityUserDetail } from '@tac/contracts';

/** One security user with their access (spec 000 §7): GET ?userId=, reads data.user/division/group. */
export function getUser(userId: number): Promise<Envelope<SecurityUserDetail>> {
  return api.get<SecurityUserDetail>(ApiPaths.security.user, { userId });
}
