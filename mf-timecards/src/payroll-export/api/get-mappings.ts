import { api } from '@tac/api-client';
import {
  ApiPaths,
  type PayrollMappingKind,
  type PayrollMappingRow,
  type SearchRequest,
} from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useMemo } from 'react';
import { PAYROLL_MAPPINGS_KEY } from './keys.ts';

export interface MappingsView {
  search: string;
  unmappedOnly: boolean;
}

/** One page of a kind's records of the user's divisions, with what the payroll systems call them. */
export const getMappings = (kind: PayrollMappingKind, view: MappingsView) => (request: SearchRequest) =>
  api.get<PayrollMappingRow[]>(ApiPaths.payroll.mappings, {
    kind,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    unmappedOnly: view.unmappedOnly,
    Skip: request.Skip,
    Take: request.Take,
  });

/** A kind's records, 25 a page; a saved mapping refreshes them. */
export function useMappings(kind: PayrollMappingKind, view: MappingsView) {
  const fetchPage = useMemo(() => getMappings(kind, view), [kind, view]);
  return usePagedList([...PAYROLL_MAPPINGS_KEY, kind, view], fetchPage, { pageSize: 25 });
}
