import { type Answer, api } from '@tac/api-client';
import { type AddUserDetails, ApiPaths } from '@tac/contracts';

/** The dialog's options (spec 000 §7): GET, reads data.securityGroup, data.group, data.division. */
export function getAddUserDetails(): Promise<Answer<AddUserDetails>> {
  return api.get<AddUserDetails>(ApiPaths.security.addUserDetails);
}
