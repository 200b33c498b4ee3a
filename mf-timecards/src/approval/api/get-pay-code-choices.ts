import { api } from '@tac/api-client';
import { ApiPaths, type PayCodeItem } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * Every live pay code of the Pay Code List, active or not, by code: the Correct dialog's Pay Code
 * choices, read under the approval claims (shared/docs/approval.md "Pay codes").
 */
export const getPayCodeChoices = () =>
  api.get<PayCodeItem[]>(ApiPaths.payCodeList.choices).then((answer) => answer.data);
export const PAY_CODE_CHOICES_KEY = ['pay-codes', 'choices'] as const;

export const usePayCodeChoices = () =>
  useQuery({ queryKey: PAY_CODE_CHOICES_KEY, queryFn: getPayCodeChoices, meta: { quiet: true } });
