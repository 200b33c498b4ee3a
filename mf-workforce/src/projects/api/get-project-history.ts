import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { PROJECTS_KEY } from '../../common/query-keys.ts';

/** A project's History (useHistoryDialog): its audit rows, newest first. */
export const projectHistory = (projectId: number, title: string) =>
  historySource(api.get, 'project', projectId, [...PROJECTS_KEY, 'history'], title);
