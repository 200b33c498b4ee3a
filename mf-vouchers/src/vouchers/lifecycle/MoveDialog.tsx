import {
  VoucherLifecycleMessages as M,
  VOUCHER_STATUS_REASON_MAX,
  VoucherMove,
  type VoucherRecord,
} from '@tac/contracts';
import { Field, Stack, Text, Textarea } from '@tac/ui';
import { ConfirmDialog, FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { type ReactElement, useState } from 'react';
import { useApproveVoucherForReview, useCloseVoucher, useReopenVoucher } from '../api/move-voucher.ts';
import { BillingReferenceField } from './BillingReferenceField.tsx';
import { reopensTo, statusLabel } from './rules.ts';

/** An office move on one voucher row: the move and the row it was chosen on (its current revision). */
export interface OpenMove {
  move: VoucherMove;
  row: VoucherRecord;
}

/** The dialog of each office move: a confirmation, or a form for what the move must carry. */
const DIALOGS: Partial<
  Record<VoucherMove, (props: { row: VoucherRecord; onClose: () => void }) => ReactElement>
> = {
  [VoucherMove.ApproveForReview]: ApproveDialog,
  [VoucherMove.Close]: CloseDialog,
  [VoucherMove.Reopen]: ReopenDialog,
};

/** The open move's dialog; each tells its answer or refusal as a toast and closes once it went through. */
export function MoveDialog({ open, onClose }: { open: OpenMove; onClose: () => void }) {
  const Dialog = DIALOGS[open.move];
  return Dialog ? <Dialog row={open.row} onClose={onClose} /> : null;
}

function ApproveDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const approve = useApproveVoucherForReview();
  return (
    <ConfirmDialog
      open
      title="Approve for review"
      message={M.confirm.approveForReview(row.tmVoucherNumber)}
      confirmLabel="Approve"
      cancelLabel="Cancel"
      onConfirm={async () => {
        if (await writeWithToasts(() => approve.mutateAsync({ TMVoucherID: row.id }))) onClose();
      }}
      onCancel={onClose}
    />
  );
}

function CloseDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseVoucher();
  const submit = async () => {
    const missing = reference.trim() ? null : M.missing.close;
    setProblem(missing);
    if (missing) return;
    const done = await writeWithToasts(() =>
      close.mutateAsync({ TMVoucherID: row.id, billingReference: reference.trim() }),
    );
    if (done) onClose();
  };
  return (
    <FormModal
      open
      title={`Close voucher ${row.tmVoucherNumber}`}
      submitLabel="Close voucher"
      cancelLabel="Back"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>{M.confirm.close(row.tmVoucherNumber)}</Text>
        <BillingReferenceField value={reference} problem={problem} onChange={setReference} />
      </Stack>
    </FormModal>
  );
}

function ReopenDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reopen = useReopenVoucher();
  const submit = async () => {
    const missing = reason.trim() ? null : M.missing.reopen;
    setProblem(missing);
    if (missing) return;
    if (await writeWithToasts(() => reopen.mutateAsync({ TMVoucherID: row.id, reason: reason.trim() })))
      onClose();
  };
  return (
    <FormModal
      open
      title={`Reopen voucher ${row.tmVoucherNumber}`}
      submitLabel="Reopen"
      cancelLabel="Back"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          {M.confirm.reopen(row.tmVoucherNumber)} It is {statusLabel(row)} and goes back to {reopensTo(row)}.
        </Text>
        <Field.Root required invalid={!!problem}>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            size="sm"
            rows={3}
            maxLength={VOUCHER_STATUS_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormModal>
  );
}
