import type { Envelope, SearchRequest, VoucherRecord } from '@tac/contracts';
import { Button, Flex, Heading, Stack, Text } from '@tac/ui';
import { usePagedList } from '@tac/ui/table';
import { useCallback, useEffect, useRef } from 'react';
import { getVoucherRevisions } from '../api/get-voucher-revisions.ts';
import { useRowActions } from '../RowDialogs.tsx';
import { pageOf, revisionSearch } from '../rules.ts';
import { VoucherTable } from '../VoucherTable.tsx';

const EMPTY: Envelope<VoucherRecord[]> = { success: true, message: '', data: [], totalCount: 0 };

/**
 * Revision History (spec 002 §2, §4): every revision of one voucher (its device, project, task code
 * and number) in the voucher table without its Revisions column, with filters of its own that start
 * empty (the signature filter cleared) each time it opens; Back closes it. Its rows open the same
 * report and attachments dialogs as the main list's.
 */
export function RevisionHistory({ voucher, onBack }: { voucher: VoucherRecord; onBack: () => void }) {
  // The server answers all of a voucher's revisions at once; the table pages them by the paging rule.
  const fetchPage = useCallback(
    async (request: SearchRequest): Promise<Envelope<VoucherRecord[]>> => {
      const search = revisionSearch(voucher, request.SearchText ?? []);
      if (!search) return EMPTY;
      const envelope = await getVoucherRevisions({ SearchText: search });
      if (!envelope.success || !Array.isArray(envelope.data)) return envelope;
      return { ...envelope, data: pageOf(envelope.data, request), totalCount: envelope.data.length };
    },
    [voucher],
  );
  // Spec 002 §8: a failed revision list shows nothing more than the rows it had.
  const list = usePagedList(['voucher-revisions', voucher.id], fetchPage, { onFailure: 'keep' });
  const { act, dialogs } = useRowActions();

  // The view replaces the list: focus moves to its heading, so a keyboard or reader user is told.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="3" minW="0" aria-label="Revision History" role="region">
      <Flex gap="4" align="center" wrap="wrap">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          Revision History
        </Heading>
        <Text color="fg.muted" mr="auto">
          Voucher {voucher.tmVoucherNumber} · {voucher.deviceName}
        </Text>
        <Button size="sm" variant="outline" colorPalette="gray" onClick={onBack}>
          Back
        </Button>
      </Flex>
      <VoucherTable
        label="Revision History"
        list={list.table}
        withRevisions={false}
        maxHeight="calc(100vh - 300px)"
        onAction={act}
      />
      {dialogs}
    </Stack>
  );
}
