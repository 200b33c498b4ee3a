import type { SearchRequest } from '@tac/contracts';
import { useNewRows, usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { listSearch } from '../rules.ts';
import { countNewVouchers } from './count-new-vouchers.ts';
import { getVouchers, NO_VOUCHERS, vouchersKey } from './get-vouchers.ts';

/**
 * The main list: each voucher's latest revision in the range, server-paged, and the revisions
 * devices pushed since it was read ("N new — show", shared/docs/field-sync.md: offered, not slipped
 * in). Keyed by range and user: new dates start again at page 1 with the same searches (spec 002 §4).
 * A failed load shows nothing (spec 002 §8): no message, the rows stay as they were.
 */
export function useVouchers(fromDate: string | undefined, toDate: string | undefined, userId: number | null) {
  // An invalid range, or a search no voucher can match, empties the list without asking the server.
  const fetchPage = useCallback(
    (request: SearchRequest) => {
      const search = listSearch(request.SearchText ?? [], userId);
      if (!fromDate || !toDate || !search) return Promise.resolve(NO_VOUCHERS);
      return getVouchers({ fromDate, toDate }, { ...request, SearchText: search });
    },
    [fromDate, toDate, userId],
  );
  const list = usePagedList(vouchersKey(fromDate, toDate, userId), fetchPage, { onFailure: 'keep' });
  const added = useNewRows(vouchersKey(fromDate, toDate, userId), list, countNewVouchers, {
    enabled: Boolean(fromDate && toDate),
  });
  return { list, added };
}
