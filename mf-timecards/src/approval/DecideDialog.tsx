import { ApiError } from '@tac/api-client';
import type { ApprovalDecisionKind, ApprovalSelection } from '@tac/contracts';
import { Spinner, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { writeWithToasts } from '@tac/ui/server-state';
import { useState } from 'react';
import { useDecideApproval } from './api/decide-approval.ts';
import { useApprovalPreview } from './api/preview-approval.ts';
import { ReasonField } from './ReasonField.tsx';
import { previewSentence, reasonProblem } from './rules.ts';

/**
 * Approve or reject one row, the selected rows or every row matching the filters: the server
 * counts what the decision would do first (PreviewApproval), and the user confirms that count.
 */
export function DecideDialog({
  decision,
  selection,
  what,
  onDone,
  onClose,
}: {
  decision: ApprovalDecisionKind;
  selection: ApprovalSelection;
  /** What is selected, in words: 'the selected rows', 'every row matching the filters'. */
  what: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const preview = useApprovalPreview(selection, true);
  const decide = useDecideApproval();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = decision === 'Reject';
  const takes = preview.data ? (rejecting ? preview.data.rejectable : preview.data.approvable) : 0;

  const submit = async () => {
    const missing = rejecting ? reasonProblem(reason) : null;
    setProblem(missing);
    if (missing) return;
    const decided = await writeWithToasts(
      () =>
        decide.mutateAsync({
          ...selection,
          decision,
          ...(rejecting ? { reason: reason.trim() } : {}),
        }),
      {
        besideField: (refusal) => {
          if (!(refusal instanceof ApiError && refusal.field === 'reason')) return false;
          setProblem(refusal.message);
          return true;
        },
      },
    );
    if (decided) onDone();
  };

  return (
    <FormModal
      open
      title={rejecting ? 'Reject lines' : 'Approve lines'}
      submitLabel={rejecting ? `Reject ${takes}` : `Approve ${takes}`}
      submitDisabled={!preview.data || takes === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          {rejecting ? 'Reject' : 'Approve'} {what}.
        </Text>
        {preview.isPending ? (
          <Text color="fg.muted" aria-live="polite">
            <Spinner size="xs" mr="2" />
            Counting the lines…
          </Text>
        ) : preview.error ? (
          <Text color="fg.error" role="alert">
            {preview.error.message}
          </Text>
        ) : preview.data ? (
          <Text role="status" data-testid="approval-preview">
            {previewSentence(preview.data, decision)}
          </Text>
        ) : null}
        {rejecting ? (
          <ReasonField
            label="Reason (sent back to the field)"
            value={reason}
            problem={problem}
            onChange={setReason}
          />
        ) : null}
      </Stack>
    </FormModal>
  );
}
