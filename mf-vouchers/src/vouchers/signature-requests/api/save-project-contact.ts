import { api } from '@tac/api-client';
import { ApiPaths, type ProjectContact, type ProjectContactSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { projectContactsKey } from './keys.ts';

/** Adds (id 0) or edits a project's contact: name and e-mail required; 400 names the field. */
export const saveProjectContact = (body: ProjectContactSave) =>
  api.post<ProjectContact>(ApiPaths.voucherSigning.saveContact, body);

export const useSaveProjectContact = (projectId: number) =>
  useApiMutation(saveProjectContact, [projectContactsKey(projectId)]);
