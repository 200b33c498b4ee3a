import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { EMPLOYEES_KEY } from '../../common/query-keys.ts';

/** An employee's History (useHistoryDialog): their audit rows, newest first. */
export const employeeHistory = (employeeId: number, title: string) =>
  historySource(api.get, 'employee', employeeId, [...EMPLOYEES_KEY, 'history'], title);
