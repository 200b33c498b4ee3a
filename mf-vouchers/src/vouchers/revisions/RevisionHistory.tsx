import type { Answer } from '@tac/api-client';
import type { SearchRequest, VoucherRecord } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { getVoucherRevisions, voucherRevisionsKey } from '../api/get-voucher-revisions.ts';
import { NO_VOUCHERS } from '../api/get-vouchers.ts';
import { useRowActions } from '../RowDialogs.tsx';
import { pageOf, revisionSearch } from '../rules.ts';
import { VoucherTable } from '../VoucherTable.tsx';

/**
 * Revision History (spec 002 §2, §4): full screen, as Daily Details is, over the whole console (top
 * bar and menu included); every revision of one voucher (its device, project, task code and number)
 * in the voucher table without its Revisions column, with filters of its own that start empty (the
 * signature filter cleared) each time it opens; Back closes it. Its rows open the same report and
 * attachments dialogs as the main list's.
 */
export function RevisionHistory({ voucher, onBack }: { voucher: VoucherRecord; onBack: () => void }) {
  // The server answers all of a voucher's revisions at once; the table pages them by the paging rule.
  const fetchPage = useCallback(
    async (request: SearchRequest): Promise<Answer<VoucherRecord[]>> => {
      const search = revisionSearch(voucher, request.SearchText ?? []);
      if (!search) return NO_VOUCHERS;
      const answer = await getVoucherRevisions({ SearchText: search });
      return { ...answer, data: pageOf(answer.data, request), totalCount: answer.data.length };
    },
    [voucher],
  );
  // Spec 002 §8: a failed revision list shows nothing more than the rows it had.
  const list = usePagedList(voucherRevisionsKey(voucher.id), fetchPage, { onFailure: 'keep' });
  const { act, dialogs } = useRowActions();

  return (
    <ViewDialog open title="Revision History" size="full" closeLabel="Back" onClose={onBack}>
      <Stack gap="3" minW="0">
        <Text color="fg.muted">
          Voucher {voucher.tmVoucherNumber} · {voucher.deviceName}
        </Text>
        <VoucherTable
          label="Revision History"
          list={list.table}
          withRevisions={false}
          maxHeight="calc(100vh - 220px)"
          onAction={act}
        />
      </Stack>
      {dialogs}
    </ViewDialog>
  );
}
