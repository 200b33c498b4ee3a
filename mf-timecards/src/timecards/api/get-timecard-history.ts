import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';

/** A timecard line's History (its lineId; useHistoryDialog): its audit rows, newest first. */
export const timecardHistory = (lineId: number, title: string) =>
  historySource(api.get, 'timecard', lineId, ['timecards', 'history'], title);
