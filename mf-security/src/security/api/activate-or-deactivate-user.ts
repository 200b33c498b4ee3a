import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Deactivates or reactivates a user (spec 000 §7): POST ?userId=&status=activate|deactivate, no body. */
export function activateOrDeactivateUser(
  userId: number,
  status: 'activate' | 'deactivate',
): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.security.activateOrDeactivate, undefined, { userId, status });
}
