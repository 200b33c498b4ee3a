import { api } from '@tac/api-client';
import { ApiPaths, type PayPeriodChange, type PayPeriodOutcome } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Reopen a closed pay period. */
export const reopenPayPeriod = (change: PayPeriodChange) =>
  api.post<PayPeriodOutcome>(ApiPaths.approval.reopen, change);

export const useReopenPayPeriod = () => useApiMutation(reopenPayPeriod, LINE_KEYS);
