import { ApiError } from '@tac/api-client';
import type { TimecardRecord } from '@tac/contracts';
import { Field, Input, SimpleGrid, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { SingleSelect } from '@tac/ui/multi-select';
import { writeWithToasts } from '@tac/ui/server-state';
import { useMemo, useState } from 'react';
import { employeeLabel } from '../common/labels.ts';
import { useCorrectLine } from './api/correct-line.ts';
import { useLineTaskCodes } from './api/get-line-task-codes.ts';
import { usePayCodeChoices } from './api/get-pay-code-choices.ts';
import { OriginalValues } from './OriginalValues.tsx';
import { payCodeOptions } from './pay-code-options.ts';
import { ReasonField } from './ReasonField.tsx';
import { type CorrectionForm, checkCorrection, correctionFormOf, NO_TASK, taskCodeOptions } from './rules.ts';

const HOURS = ['hours', 'Total Hours', 'decimal'] as const;
const TIMES = [
  ['startTime', 'Start Time', 'text'],
  ['endTime', 'End Time', 'text'],
  ['lunchStartTime', 'Lunch Start', 'text'],
  ['lunchEndTime', 'Lunch End', 'text'],
] as const;
type TextField = typeof HOURS | (typeof TIMES)[number];

/** A field's refusal beneath it, as the server or the form's check named it. */
function ProblemText({ message }: { message: string | undefined }) {
  return message ? (
    <Text color="fg.error" fontSize="sm">
      {message}
    </Text>
  ) : null;
}

/**
 * The office corrects a line's hours, times, pay code or task code with a required reason; the
 * values before the first correction are kept by the server and shown here (shared/docs/approval.md
 * "Corrections"). The Pay Code choices are the Pay Code List's active codes, the line's own shown
 * chosen though retired. The Task Code choices are the line's project's task codes, read with the
 * line's own; until they come the dialog does not save (it would not know whether the task changed).
 */
export function CorrectLineDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  const taskCodes = useLineTaskCodes(row.lineId);
  const before = useMemo(() => correctionFormOf(row, taskCodes.data?.taskId), [row, taskCodes.data]);
  const [form, setForm] = useState<CorrectionForm>(() => correctionFormOf(row));
  const [problem, setProblem] = useState<{ field: keyof CorrectionForm; message: string } | null>(null);
  const correct = useCorrectLine();
  const set = (field: keyof CorrectionForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const taskOptions = useMemo(() => taskCodeOptions(taskCodes.data?.tasks ?? []), [taskCodes.data]);
  const payCodes = usePayCodeChoices();
  const payOptions = useMemo(
    () => payCodeOptions(payCodes.data, row.hoursType),
    [payCodes.data, row.hoursType],
  );
  const pickedTask = form.taskId === undefined ? before.taskId : form.taskId;

  const submit = async () => {
    const check = checkCorrection(row.lineId, before, form);
    if (!check.ok) {
      setProblem(check);
      return;
    }
    setProblem(null);
    const corrected = await writeWithToasts(() => correct.mutateAsync(check.correction), {
      // The server names the field of a refusal it checks itself (taskId: not the project's task).
      besideField: (refusal) => {
        const field =
          refusal instanceof ApiError
            ? ((refusal.field ?? refusal.message.match(/^(taskId|payCode)\b/)?.[1]) as
                | keyof CorrectionForm
                | undefined)
            : undefined;
        if (!field || !(field in form)) return false;
        setProblem({ field, message: refusal.message });
        return true;
      },
    });
    if (corrected) onClose();
  };

  const textField = ([field, label, mode]: TextField) => (
    <Field.Root key={field} invalid={problem?.field === field}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode={mode}
        placeholder={field === 'hours' ? undefined : 'HH:mm'}
        value={form[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
      {problem?.field === field ? <Field.ErrorText>{problem.message}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <FormModal
      open
      title="Correct line"
      submitLabel="Save correction"
      submitDisabled={taskCodes.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          {employeeLabel(row)} · {row.projectNumber} {row.taskName}
        </Text>
        <SimpleGrid columns={2} gap="3">
          {textField(HOURS)}
          <Stack gap="1">
            <SingleSelect<string>
              label="Pay Code"
              size="sm"
              placeholder={payCodes.isPending ? 'Loading pay codes…' : 'Pay code'}
              disabled={!payCodes.data}
              invalid={problem?.field === 'payCode'}
              options={payOptions}
              value={form.payCode}
              onChange={(value) => setForm((f) => ({ ...f, payCode: value ?? f.payCode }))}
            />
            {payCodes.isError ? (
              <ProblemText message={`The pay codes could not be loaded: ${payCodes.error.message}`} />
            ) : null}
            <ProblemText message={problem?.field === 'payCode' ? problem.message : undefined} />
          </Stack>
          {TIMES.map(textField)}
        </SimpleGrid>
        <Stack gap="1">
          <SingleSelect<number>
            label="Task Code"
            size="sm"
            placeholder={taskCodes.isPending ? 'Loading task codes…' : 'Task code'}
            disabled={!taskCodes.data}
            invalid={problem?.field === 'taskId'}
            options={taskOptions}
            value={taskCodes.data ? (pickedTask ?? NO_TASK) : null}
            onChange={(value) =>
              setForm((f) => ({ ...f, taskId: value === null || value === NO_TASK ? null : value }))
            }
          />
          {taskCodes.isError ? (
            <ProblemText message={`The task codes could not be loaded: ${taskCodes.error.message}`} />
          ) : null}
          <ProblemText message={problem?.field === 'taskId' ? problem.message : undefined} />
        </Stack>
        <ReasonField
          value={form.reason}
          problem={problem?.field === 'reason' ? problem.message : null}
          onChange={set('reason')}
        />
        {row.original ? <OriginalValues original={row.original} /> : null}
      </Stack>
    </FormModal>
  );
}
