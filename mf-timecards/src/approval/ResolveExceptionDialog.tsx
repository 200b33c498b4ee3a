import type { TimecardRecord } from '@tac/contracts';
import { chakra, HStack, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { employeeLabel } from '../common/labels.ts';
import { useResolveException } from './api/resolve-exception.ts';
import { ReasonField } from './ReasonField.tsx';
import { exceptionLabel, lineExceptions, premiumAllowed, reasonProblem } from './rules.ts';

/**
 * A reviewer resolves a line's exceptions with a reason; for a missed or short meal break they may
 * add the one-hour premium line (shared/docs/approval.md "Exceptions").
 */
export function ResolveExceptionDialog({ row, onClose }: { row: TimecardRecord; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [addPremium, setAddPremium] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resolve = useResolveException();
  const premium = premiumAllowed(row);

  const submit = async () => {
    const missing = reasonProblem(reason);
    setProblem(missing);
    if (missing) return;
    const resolved = await writeWithToasts(() =>
      resolve.mutateAsync({
        lineId: row.lineId,
        reason: reason.trim(),
        ...(premium ? { addPremium } : {}),
      }),
    );
    if (resolved) onClose();
  };

  return (
    <FormModal open title="Resolve exception" submitLabel="Resolve" onSubmit={submit} onClose={onClose}>
      <Stack gap="4">
        <Text color="fg.muted">
          {employeeLabel(row)} · {row.hours} h {row.hoursType}
        </Text>
        <chakra.ul ps="5" listStyleType="disc" aria-label="Exceptions">
          {lineExceptions(row).map((kind) => (
            <li key={kind}>{exceptionLabel(kind)}</li>
          ))}
        </chakra.ul>
        <ReasonField value={reason} problem={problem} onChange={setReason} />
        {premium ? (
          <HStack as="label" gap="2" cursor="pointer">
            <input type="checkbox" checked={addPremium} onChange={(e) => setAddPremium(e.target.checked)} />
            <span>Add the one-hour meal premium line (Labor Code §226.7)</span>
          </HStack>
        ) : null}
      </Stack>
    </FormModal>
  );
}
