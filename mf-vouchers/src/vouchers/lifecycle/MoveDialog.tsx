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

/**
 * A move that must carry a text (a close's billing reference, a reopen's reason): its intro, the
 * field, and the write once the text is there; a missing one is said under the field.
 */
function TextMoveDialog({
  row,
  onClose,
  title,
  submitLabel,
  intro,
  missing,
  field,
  write,
}: {
  row: VoucherRecord;
  onClose: () => void;
  title: string;
  submitLabel: string;
  intro: string;
  missing: string;
  field: (text: string, problem: string | null, onChange: (text: string) => void) => ReactElement;
  write: (text: string) => Promise<{ message: string }>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const wanted = text.trim();
    setProblem(wanted ? null : missing);
    if (wanted && (await writeWithToasts(() => write(wanted)))) onClose();
  };
  return (
    <FormModal
      open
      title={`${title} ${row.tmVoucherNumber}`}
      submitLabel={submitLabel}
      cancelLabel="Back"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>{intro}</Text>
        {field(text, problem, setText)}
      </Stack>
    </FormModal>
  );
}

function CloseDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const close = useCloseVoucher();
  return (
    <TextMoveDialog
      row={row}
      onClose={onClose}
      title="Close voucher"
      submitLabel="Close voucher"
      intro={M.confirm.close(row.tmVoucherNumber)}
      missing={M.missing.close}
      field={(value, problem, onChange) => (
        <BillingReferenceField value={value} problem={problem} onChange={onChange} />
      )}
      write={(billingReference) => close.mutateAsync({ TMVoucherID: row.id, billingReference })}
    />
  );
}

function ReopenDialog({ row, onClose }: { row: VoucherRecord; onClose: () => void }) {
  const reopen = useReopenVoucher();
  return (
    <TextMoveDialog
      row={row}
      onClose={onClose}
      title="Reopen voucher"
      submitLabel="Reopen"
      intro={`${M.confirm.reopen(row.tmVoucherNumber)} It is ${statusLabel(row)} and goes back to ${reopensTo(row)}.`}
      missing={M.missing.reopen}
      field={(value, problem, onChange) => (
        <Field.Root required invalid={!!problem}>
          <Field.Label>
            Reason <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            size="sm"
            rows={3}
            maxLength={VOUCHER_STATUS_REASON_MAX}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      )}
      write={(reason) => reopen.mutateAsync({ TMVoucherID: row.id, reason })}
    />
  );
}
