import { api } from '@tac/api-client';
import { ApiPaths, type PayrollMappingRow, type PayrollMappingSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { PAYROLL_BATCHES_KEY, PAYROLL_MAPPINGS_KEY } from './keys.ts';

export const saveMapping = (save: PayrollMappingSave) =>
  api.post<PayrollMappingRow>(ApiPaths.payroll.saveMapping, save);

/** A saved mapping changes the records listed and what the next batch's preview refuses. */
export const useSaveMapping = () => useApiMutation(saveMapping, [PAYROLL_MAPPINGS_KEY, PAYROLL_BATCHES_KEY]);
