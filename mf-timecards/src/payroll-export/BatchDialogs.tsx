import { PAYROLL_BATCH_NUMBER_MAX, type PayrollBatch } from '@tac/contracts';
import { Field, Input, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { useState } from 'react';
import { ReasonField, reasonProblem } from '../approval/index.ts';
import { writeWithToasts } from '../common/failure.ts';
import { useCancelBatch, useMarkProcessed } from './api/payroll-calls.ts';
import type { BatchAction } from './BatchesTable.tsx';
import { fileAsBase64 } from './rules.ts';

export function BatchDialog({
  action,
  batch,
  onClose,
}: {
  action: BatchAction;
  batch: PayrollBatch;
  onClose: () => void;
}) {
  return action === 'process' ? (
    <MarkProcessedDialog batch={batch} onClose={onClose} />
  ) : (
    <CancelBatchDialog batch={batch} onClose={onClose} />
  );
}

/** The payroll system took the batch: its batch number, its result file, or both (at least one). */
function MarkProcessedDialog({ batch, onClose }: { batch: PayrollBatch; onClose: () => void }) {
  const [number, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mark = useMarkProcessed();
  const submit = async () => {
    if (!number.trim() && !file) {
      setProblem('Enter the payroll batch number or choose its result file');
      return;
    }
    setProblem(null);
    await writeWithToasts(async () => {
      const resultFile = file ? { fileName: file.name, content: await fileAsBase64(file) } : undefined;
      return mark.mutateAsync({
        batchId: batch.id,
        ...(number.trim() ? { payrollBatchNumber: number.trim() } : {}),
        ...(resultFile ? { resultFile } : {}),
      });
    }, onClose);
  };
  return (
    <FormModal
      open
      title={`Mark batch ${batch.id} processed`}
      submitLabel="Mark processed"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>Its {batch.lineCount} line(s) become Processed.</Text>
        <Field.Root invalid={!!problem}>
          <Field.Label>Payroll batch number</Field.Label>
          <Input
            size="sm"
            maxLength={PAYROLL_BATCH_NUMBER_MAX}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </Field.Root>
        <Field.Root invalid={!!problem}>
          <Field.Label>Result file</Field.Label>
          <Input size="sm" type="file" pt="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </Stack>
    </FormModal>
  );
}

/** Cancel a batch not yet processed, with a reason: its lines can be exported again. */
function CancelBatchDialog({ batch, onClose }: { batch: PayrollBatch; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelBatch();
  const submit = async () => {
    const missing = reasonProblem(reason);
    setProblem(missing);
    if (missing) return;
    await writeWithToasts(() => cancel.mutateAsync({ batchId: batch.id, reason: reason.trim() }), onClose);
  };
  return (
    <FormModal
      open
      title={`Cancel batch ${batch.id}`}
      submitLabel="Cancel batch"
      cancelLabel="Back"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>The batch and its files are kept, marked Cancelled; its lines can be exported again.</Text>
        <ReasonField value={reason} problem={problem} onChange={setReason} />
      </Stack>
    </FormModal>
  );
}
