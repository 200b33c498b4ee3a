import type { PayPeriod } from '@tac/contracts';
import { formatCalendarDate } from '@tac/contracts/formats';
import { Stack, Text } from '@tac/ui';
import { ConfirmDialog, FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { ReasonField, reasonProblem, useClosePayPeriod, useReopenPayPeriod } from '../approval/index.ts';
import type { PeriodAction } from './PeriodsTable.tsx';

/** Close a division's week (it locks its lines), or reopen it with a reason. */
export function PeriodDialog({
  action,
  period,
  onClose,
}: {
  action: PeriodAction;
  period: PayPeriod;
  onClose: () => void;
}) {
  return action === 'close' ? (
    <CloseDialog period={period} onClose={onClose} />
  ) : (
    <ReopenDialog period={period} onClose={onClose} />
  );
}

const change = (period: PayPeriod) => ({
  weekEndingDate: period.weekEndingDate,
  divisionIds: [period.divisionId],
});

function CloseDialog({ period, onClose }: { period: PayPeriod; onClose: () => void }) {
  const close = useClosePayPeriod();
  const confirm = async () => {
    if (await writeWithToasts(() => close.mutateAsync(change(period)))) onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Close pay period"
      confirmLabel="Close period"
      message={`Close ${period.divisionName}'s week ending ${formatCalendarDate(period.weekEndingDate)}? Its ${period.lines} line(s) are locked: no decision or correction until it is reopened.`}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}

function ReopenDialog({ period, onClose }: { period: PayPeriod; onClose: () => void }) {
  const reopen = useReopenPayPeriod();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const missing = reasonProblem(reason);
    setProblem(missing);
    if (missing) return;
    if (await writeWithToasts(() => reopen.mutateAsync({ ...change(period), reason: reason.trim() })))
      onClose();
  };
  return (
    <FormModal open title="Reopen pay period" submitLabel="Reopen" onSubmit={submit} onClose={onClose}>
      <Stack gap="4">
        <Text>
          Reopen {period.divisionName}'s week ending {formatCalendarDate(period.weekEndingDate)}.
        </Text>
        <ReasonField value={reason} problem={problem} onChange={setReason} />
      </Stack>
    </FormModal>
  );
}
