import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { SCHEDULES_KEY } from './query-keys.ts';

/** A report schedule's History (useHistoryDialog): its audit rows, newest first. */
export const reportScheduleHistory = (scheduleId: number, title: string) =>
  historySource(api.get, 'reportSchedule', scheduleId, [...SCHEDULES_KEY, 'history'], title);
