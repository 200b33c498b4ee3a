import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';
import { DEVICES_KEY } from '../../common/query-keys.ts';

/** A device's History (useHistoryDialog): its audit rows, newest first. */
export const deviceHistory = (deviceId: number, title: string) =>
  historySource(api.get, 'device', deviceId, [...DEVICES_KEY, 'history'], title);
