import type { PayPeriod, PayPeriodOutcome } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Stack, Text } from '@tac/ui';
import { ConfirmDialog, FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { ReasonField, reasonProblem, useClosePayPeriod, useReopenPayPeriod } from '../approval/index.ts';
import { DivisionList } from './DivisionList.tsx';
import { closeOutlook, type PeriodAction, reopenOutlook } from './rules.ts';

/** What a close or reopen acts on: one row's period, or every listed division of a week. */
export interface PeriodTarget {
  weekEndingDate: string;
  periods: readonly PayPeriod[];
  /** Close week / Reopen week, rather than one division's row. */
  wholeWeek: boolean;
}

/** What the server answered: its message and each division's result. */
export interface PeriodChange {
  action: PeriodAction;
  message: string;
  outcome: PayPeriodOutcome;
}

interface DialogProps {
  target: PeriodTarget;
  onDone: (change: PeriodChange) => void;
  onClose: () => void;
}

/**
 * Close a week (it locks its lines) or reopen it with a reason, for one division or for every
 * division of the week listed; each division closes on its own, and the answer says how each went.
 */
export function PeriodDialog({ action, ...props }: DialogProps & { action: PeriodAction }) {
  return action === 'close' ? <CloseDialog {...props} /> : <ReopenDialog {...props} />;
}

const change = (target: PeriodTarget) => ({
  weekEndingDate: target.weekEndingDate,
  divisionIds: target.periods.map((p) => p.divisionId),
});

const outlook = (target: PeriodTarget, says: (p: PayPeriod) => string) =>
  target.periods.map((p) => ({ key: p.divisionId, name: p.divisionName, text: says(p) }));

function CloseDialog({ target, onDone, onClose }: DialogProps) {
  const close = useClosePayPeriod();
  const week = formatCalendarDate(target.weekEndingDate);
  const confirm = async () => {
    const answer = await writeWithToasts(() => close.mutateAsync(change(target)));
    if (answer) onDone({ action: 'close', message: answer.message, outcome: answer.data });
  };
  const [period] = target.periods;
  if (!target.wholeWeek && period)
    return (
      <ConfirmDialog
        open
        title="Close pay period"
        confirmLabel="Close period"
        message={`Close ${period.divisionName}'s week ending ${week}? Its ${period.lines} line(s) are locked: no decision or correction until it is reopened.`}
        onConfirm={confirm}
        onCancel={onClose}
      />
    );
  return (
    <FormModal
      open
      title={`Close week ending ${week}`}
      submitLabel="Close week"
      onSubmit={confirm}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text>
          Each division closes on its own: one with a pending line stays open. A closed period locks its
          lines: no decision or correction until it is reopened.
        </Text>
        <DivisionList label={`Divisions of the week ending ${week}`} items={outlook(target, closeOutlook)} />
      </Stack>
    </FormModal>
  );
}

function ReopenDialog({ target, onDone, onClose }: DialogProps) {
  const reopen = useReopenPayPeriod();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const week = formatCalendarDate(target.weekEndingDate);
  const submit = async () => {
    const missing = reasonProblem(reason);
    setProblem(missing);
    if (missing) return;
    const answer = await writeWithToasts(() =>
      reopen.mutateAsync({ ...change(target), reason: reason.trim() }),
    );
    if (answer) onDone({ action: 'reopen', message: answer.message, outcome: answer.data });
  };
  const [period] = target.periods;
  return (
    <FormModal
      open
      title={target.wholeWeek ? `Reopen week ending ${week}` : 'Reopen pay period'}
      submitLabel={target.wholeWeek ? 'Reopen week' : 'Reopen'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        {target.wholeWeek || !period ? (
          <>
            <Text>Reopen the week ending {week} for each division that is closed, with one reason.</Text>
            <DivisionList
              label={`Divisions of the week ending ${week}`}
              items={outlook(target, reopenOutlook)}
            />
          </>
        ) : (
          <Text>
            Reopen {period.divisionName}'s week ending {week}.
          </Text>
        )}
        <ReasonField value={reason} problem={problem} onChange={setReason} />
      </Stack>
    </FormModal>
  );
}
