import type { Answer } from '@tac/api-client';
import type { SearchRequest, VoucherRecord } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { pageOf, revisionSearch } from '../rules.ts';
import { getVoucherRevisions, voucherRevisionsKey } from './get-voucher-revisions.ts';
import { NO_VOUCHERS } from './get-vouchers.ts';

/**
 * Every revision of one voucher, with the revision table's own filters. The server answers them all
 * at once; the table pages them by the paging rule. Spec 002 §8: a failed load shows nothing more
 * than the rows it had.
 */
export function useVoucherRevisions(voucher: VoucherRecord) {
  const fetchPage = useCallback(
    async (request: SearchRequest): Promise<Answer<VoucherRecord[]>> => {
      const search = revisionSearch(voucher, request.SearchText ?? []);
      if (!search) return NO_VOUCHERS;
      const answer = await getVoucherRevisions({ SearchText: search });
      return { ...answer, data: pageOf(answer.data, request), totalCount: answer.data.length };
    },
    [voucher],
  );
  return usePagedList(voucherRevisionsKey(voucher.id), fetchPage, { onFailure: 'keep' });
}
