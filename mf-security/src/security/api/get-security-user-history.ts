import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { SECURITY_USERS_KEY } from './keys.ts';

/** A security user's History (useHistoryDialog): their audit rows, newest first. */
export const securityUserHistory = (userId: number, title: string) =>
  historySource(api.get, 'securityUser', userId, [...SECURITY_USERS_KEY, 'history'], title);
