import type { VoucherRecord } from '@tac/contracts';
import { useHistoryDialog } from '@tac/ui/history';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { voucherHistory } from './api/get-voucher-history.ts';
import type { VoucherAction } from './columns.tsx';
import { downloadVoucherPdf } from './download-pdf.ts';

// The dialogs load when first opened: the PDF viewer and the gallery are not part of the first screen.
const AttachmentsDialog = lazy(() =>
  import('./dialogs/AttachmentsDialog.tsx').then((m) => ({ default: m.AttachmentsDialog })),
);
const ReportDialog = lazy(() =>
  import('./dialogs/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
);

type Open = { kind: 'attachments' | 'report'; row: VoucherRecord } | null;

/**
 * What a voucher row's icons do, on the main list and in the revision history alike: download the
 * report, open the TM Reports or attachments dialog (one at a time), or hand the row to
 * `onRevisions`. Returns the action handler and the dialogs to render.
 */
export function useRowActions(onRevisions?: (row: VoucherRecord) => void): {
  act: (action: VoucherAction, row: VoucherRecord) => void;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<Open>(null);
  const history = useHistoryDialog();
  const { show } = history;
  const act = useCallback(
    (action: VoucherAction, row: VoucherRecord) => {
      if (action === 'download') void downloadVoucherPdf(row);
      else if (action === 'revisions') onRevisions?.(row);
      else if (action === 'history')
        show(voucherHistory(row.voucherId, `History: voucher ${row.tmVoucherNumber}`));
      else setOpen({ kind: action === 'view' ? 'report' : 'attachments', row });
    },
    [onRevisions, show],
  );
  const close = () => setOpen(null);
  const rowDialog = open && (
    <Suspense fallback={null}>
      {open.kind === 'attachments' ? (
        <AttachmentsDialog row={open.row} onClose={close} />
      ) : (
        <ReportDialog row={open.row} onClose={close} />
      )}
    </Suspense>
  );
  const dialogs = (
    <>
      {rowDialog}
      {history.dialog}
    </>
  );
  return { act, dialogs };
}
