import type { VoucherRecord } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { ViewDialog } from '@tac/ui/dialog';
import { useVoucherRevisions } from '../api/use-voucher-revisions.ts';
import { useRowActions } from '../RowDialogs.tsx';
import { VoucherTable } from '../VoucherTable.tsx';

/**
 * Revision History (spec 002 §2, §4): full screen, as Daily Details is, over the whole console (top
 * bar and menu included); every revision of one voucher (its device, project, task code and number)
 * in the voucher table without its Revisions column, with filters of its own that start empty (the
 * signature filter cleared) each time it opens; Back closes it. Its rows open the same report and
 * attachments dialogs as the main list's.
 */
export function RevisionHistory({ voucher, onBack }: { voucher: VoucherRecord; onBack: () => void }) {
  const list = useVoucherRevisions(voucher);
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
