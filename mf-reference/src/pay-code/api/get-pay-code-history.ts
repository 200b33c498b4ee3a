import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { PAY_CODE_LIST_KEY } from './list-key.ts';

/** A pay code's History (useHistoryDialog): its audit rows, newest first. */
export const payCodeHistory = (payCodeId: number, title: string) =>
  historySource(api.get, 'payCode', payCodeId, [...PAY_CODE_LIST_KEY, 'history'], title);
