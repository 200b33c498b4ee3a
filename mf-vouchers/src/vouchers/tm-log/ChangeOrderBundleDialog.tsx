import { errorMessage } from '@tac/api-client';
import { Messages, VoucherLifecycleMessages } from '@tac/contracts';
import { Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { useState } from 'react';
import { BillingReferenceField } from '../lifecycle/BillingReferenceField.tsx';
import { getChangeOrderBundle } from './api/get-change-order-bundle.ts';

/**
 * Asks for a change order number or billing reference and downloads its bundle: the closed
 * vouchers billed under it, each as the customer signed it (shared/docs/remotes/vouchers.md
 * "T&M log"). What the server refuses (none billed so, too many) is said under the field, and the
 * dialog stays open with what was typed.
 */
export function ChangeOrderBundleDialog({
  initialReference,
  onClose,
}: {
  initialReference: string;
  onClose: () => void;
}) {
  const [reference, setReference] = useState(initialReference);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    const wanted = reference.trim();
    if (!wanted) {
      setProblem(VoucherLifecycleMessages.missing.close);
      return;
    }
    setProblem(null);
    try {
      const { data } = await getChangeOrderBundle(wanted);
      const { downloadBase64 } = await import('@tac/ui/pdf');
      downloadBase64(data.attachmentContent, data.attachmentName);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, Messages.requestFailed));
    }
  };
  return (
    <FormModal
      open
      title="Change order bundle"
      submitLabel="Download PDF"
      cancelLabel="Back"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text>
          One PDF of the closed T&M vouchers billed under a change order: a cover page with each file's
          SHA-256, then each voucher as the customer signed it, the sealed copies also attached unchanged.
        </Text>
        <BillingReferenceField value={reference} problem={problem} onChange={setReference} />
      </Stack>
    </FormModal>
  );
}
