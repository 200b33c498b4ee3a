import { api } from '@tac/api-client';
import { type AddUserDetails, ApiPaths, type Envelope } from '@tac/contracts';

/** The dialog's options (spec 000 §7): GET, reads data.securityGroup, data.group, data.division. */
export function getAddUserDetails(): Promise<Envelope<AddUserDetails>> {
  return api.get<AddUserDetails>(ApiPaths.security.addUserDetails);
}
