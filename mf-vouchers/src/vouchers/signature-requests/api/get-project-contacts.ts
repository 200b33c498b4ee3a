import { api } from '@tac/api-client';
import { ApiPaths, type ProjectContact } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { projectContactsKey } from './keys.ts';

/** A project's customer contacts, the people a voucher may be sent to: GET ?projectId. */
export const getProjectContacts = (projectId: number) =>
  api.get<ProjectContact[]>(ApiPaths.voucherSigning.contacts, { projectId });

/** Quiet: the send dialog shows a failure in its body. */
export function useProjectContacts(projectId: number) {
  return useQuery({
    queryKey: projectContactsKey(projectId),
    queryFn: () => getProjectContacts(projectId),
    meta: { quiet: true },
  });
}
