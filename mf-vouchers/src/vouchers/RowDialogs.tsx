import type { VoucherRecord } from '@tac/contracts';
import { useSession } from '@tac/session';
import { useHistoryDialog } from '@tac/ui/history';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { voucherHistory } from './api/get-voucher-history.ts';
import type { VoucherAction } from './columns.tsx';
import { downloadVoucherPdf } from './download-pdf.ts';
import { canSendForSignature } from './signature-requests/rules.ts';

// The dialogs load when first opened: the PDF viewer and the gallery are not part of the first screen.
const AttachmentsDialog = lazy(() =>
  import('./dialogs/AttachmentsDialog.tsx').then((m) => ({ default: m.AttachmentsDialog })),
);
const ReportDialog = lazy(() =>
  import('./dialogs/ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })),
);
const SignatureRequestsDialog = lazy(() =>
  import('./signature-requests/SignatureRequestsDialog.tsx').then((m) => ({
    default: m.SignatureRequestsDialog,
  })),
);
const SendForSignatureDialog = lazy(() =>
  import('./signature-requests/SendForSignatureDialog.tsx').then((m) => ({
    default: m.SendForSignatureDialog,
  })),
);

/** What a row's dialog is given: its row, the user's claims, how to close it and to open another. */
interface RowDialogProps {
  row: VoucherRecord;
  claims: readonly string[];
  close: () => void;
  open: (action: VoucherAction) => void;
}

/** The row actions that open a dialog, each with its dialog (one at a time). */
const ROW_DIALOGS: Partial<Record<VoucherAction, (props: RowDialogProps) => ReactNode>> = {
  view: ({ row, close }) => <ReportDialog row={row} onClose={close} />,
  attachments: ({ row, close }) => <AttachmentsDialog row={row} onClose={close} />,
  sendForSignature: ({ row, close }) => <SendForSignatureDialog row={row} onClose={close} />,
  signatures: ({ row, claims, close, open }) => (
    <SignatureRequestsDialog
      row={row}
      claims={claims}
      onSend={canSendForSignature(row, claims) ? () => open('sendForSignature') : undefined}
      onClose={close}
    />
  ),
};

type Open = { action: VoucherAction; row: VoucherRecord } | null;

/**
 * What a voucher row's icons do, on the main list and in the revision history alike: download the
 * report, open the TM Reports, attachments, signature requests or send-for-signature dialog (one
 * at a time), or hand the row to `onRevisions`. Returns the action handler and the dialogs to render.
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
      else if (ROW_DIALOGS[action]) setOpen({ action, row });
    },
    [onRevisions, show],
  );
  const close = () => setOpen(null);
  const claims = useSession((s) => s.user.claimValue);
  const dialog = open && ROW_DIALOGS[open.action];
  const rowDialog = open && dialog && (
    <Suspense fallback={null}>
      {dialog({ row: open.row, claims, close, open: (action) => setOpen({ action, row: open.row }) })}
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
