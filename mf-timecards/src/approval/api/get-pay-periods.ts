import { api } from '@tac/api-client';
import { ApiPaths, type PayPeriod, type PayPeriodQuery } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { PAY_PERIODS_KEY } from './keys.ts';

/** The pay periods of the caller's divisions whose week ends in [fromWeek, toWeek]. */
export const getPayPeriods = (query: PayPeriodQuery) =>
  api.get<PayPeriod[]>(ApiPaths.approval.periods, { ...query }).then((answer) => answer.data);

export const payPeriodsKey = (query: PayPeriodQuery) =>
  [...PAY_PERIODS_KEY, query.fromWeek, query.toWeek] as const;

export const usePayPeriods = (query: PayPeriodQuery) =>
  useQuery({ queryKey: payPeriodsKey(query), queryFn: () => getPayPeriods(query) });
