import type { LateDecisionKind } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { ReasonField, reasonProblem, useReviewLateLines } from '../approval/index.ts';

/** Accept late lines into their (reopened) period as Pending, or reject them with a reason. */
export function LateReviewDialog({
  decision,
  lineIds,
  onDone,
  onClose,
}: {
  decision: LateDecisionKind;
  lineIds: number[];
  onDone: () => void;
  onClose: () => void;
}) {
  const review = useReviewLateLines();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = decision === 'Reject';
  const submit = async () => {
    const missing = rejecting ? reasonProblem(reason) : null;
    setProblem(missing);
    if (missing) return;
    const reviewed = await writeWithToasts(() =>
      review.mutateAsync({
        lineIds,
        decision,
        ...(rejecting ? { reason: reason.trim() } : {}),
      }),
    );
    if (reviewed) onDone();
  };
  return (
    <FormModal
      open
      title={rejecting ? 'Reject late lines' : 'Accept late lines'}
      submitLabel={rejecting ? 'Reject' : 'Accept'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          {rejecting
            ? `Reject ${lineIds.length} late line(s): they stay out of their period.`
            : `Accept ${lineIds.length} late line(s) into their period as Pending. Its period must have been reopened.`}
        </Text>
        {rejecting ? <ReasonField value={reason} problem={problem} onChange={setReason} /> : null}
      </Stack>
    </FormModal>
  );
}
