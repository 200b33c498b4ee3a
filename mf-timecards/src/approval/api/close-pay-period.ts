import { api } from '@tac/api-client';
import { ApiPaths, type PayPeriodChange, type PayPeriodOutcome } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { LINE_KEYS } from './keys.ts';

/** Close a pay period: later lines of its week wait on the Late list. */
export const closePayPeriod = (change: PayPeriodChange) =>
  api.post<PayPeriodOutcome>(ApiPaths.approval.close, change);

export const useClosePayPeriod = () => useApiMutation(closePayPeriod, LINE_KEYS);
