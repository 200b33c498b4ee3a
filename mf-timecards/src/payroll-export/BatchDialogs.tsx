import { PAYROLL_BATCH_NUMBER_MAX, type PayrollBatch, type PayrollBatchLine } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Field, Input, Stack, Text } from '@tac/ui';
import { FormModal, ViewDialog } from '@tac/ui/dialog';
import { HistoryDialog } from '@tac/ui/history';
import { writeWithToasts } from '@tac/ui/server-state';
import { DataTable, type DataTableColumn } from '@tac/ui/table';
import { useMemo, useState } from 'react';
import { ReasonField, reasonProblem } from '../approval/index.ts';
import { useCancelBatch } from './api/cancel-batch.ts';
import { batchHistory } from './api/get-batch-history.ts';
import { useMarkProcessed } from './api/mark-processed.ts';
import { useRejectedLines } from './api/use-rejected-lines.ts';
import type { BatchAction } from './BatchesTable.tsx';
import { BatchLinesDialog } from './BatchLinesDialog.tsx';
import { fileAsBase64, formatHours } from './rules.ts';

export function BatchDialog({
  action,
  batch,
  onClose,
}: {
  action: BatchAction;
  batch: PayrollBatch;
  onClose: () => void;
}) {
  if (action === 'rejected') return <RejectedLinesDialog batch={batch} onClose={onClose} />;
  if (action === 'lines') return <BatchLinesDialog batch={batch} onClose={onClose} />;
  if (action === 'history') return <HistoryDialog open {...batchHistory(batch.id)} onClose={onClose} />;
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
    const marked = await writeWithToasts(async () => {
      const resultFile = file ? { fileName: file.name, content: await fileAsBase64(file) } : undefined;
      return mark.mutateAsync({
        batchId: batch.id,
        ...(number.trim() ? { payrollBatchNumber: number.trim() } : {}),
        ...(resultFile ? { resultFile } : {}),
      });
    });
    if (marked) onClose();
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
        <Text>
          Its {batch.lineCount} line(s) become Processed, but those the result file rejects: they become
          Error, with payroll's reason, for you to correct.
        </Text>
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
          <Field.HelperText>
            A CSV with a header row: Seq (the line's, as in the batch's CSV), Result (Accepted or Rejected)
            and Reason; a line it does not name was accepted.
          </Field.HelperText>
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
    if (await writeWithToasts(() => cancel.mutateAsync({ batchId: batch.id, reason: reason.trim() })))
      onClose();
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

/**
 * The lines payroll's result file rejected (their Integration Status is Error), each with payroll's
 * reason: the office corrects each on the timecards and approves it again, and the next batch sends it.
 */
function RejectedLinesDialog({ batch, onClose }: { batch: PayrollBatch; onClose: () => void }) {
  const list = useRejectedLines(batch.id);
  const columns = useMemo<DataTableColumn<PayrollBatchLine>[]>(
    () => [
      { id: 'seq', header: 'Seq', width: '3.5rem', cell: (l) => l.seq },
      {
        id: 'employee',
        header: 'Employee',
        width: '11rem',
        cell: (l) => `${l.employeeNumber} - ${l.employeeName}`,
      },
      { id: 'day', header: 'Day', width: '5.5rem', cell: (l) => formatCalendarDate(l.day) },
      { id: 'project', header: 'Project', width: '5.5rem', cell: (l) => l.projectNumber },
      { id: 'task', header: 'Task', width: '4.5rem', cell: (l) => l.taskNumber },
      { id: 'payCode', header: 'Pay Code', width: '4.5rem', cell: (l) => l.payCode },
      { id: 'hours', header: 'Hours', width: '4rem', cell: (l) => formatHours(l.hours) },
      // The reason is why the line waits: shown whole, over more than one line when it must.
      {
        id: 'reason',
        header: "Payroll's Reason",
        cell: (l) => (
          <Text as="span" whiteSpace="normal">
            {l.rejectedReason}
          </Text>
        ),
      },
    ],
    [],
  );
  return (
    <ViewDialog open title={`Lines payroll rejected in batch ${batch.id}`} size="xl" onClose={onClose}>
      <Stack gap="3">
        <Text>
          Each is in Error until corrected: correct it on the Timecards screen (reopen its week first if it is
          closed) and approve it again; the next batch of its week sends it.
        </Text>
        <DataTable
          label={`Lines payroll rejected in batch ${batch.id}`}
          columns={columns}
          rowKey={(l) => l.seq}
          minWidth="760px"
          emptyText="No line was rejected"
          {...list.table}
        />
      </Stack>
    </ViewDialog>
  );
}
