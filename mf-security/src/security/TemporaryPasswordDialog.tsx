import { SecurityMessages } from '@tac/contracts';
import { Field, Input, Stack, Text } from '@tac/ui';
import { FormModal } from '@tac/ui/dialog';
import { notify } from '@tac/ui/toast';

export interface TemporaryPasswordDialogProps {
  userName: string;
  password: string;
  onClose: () => void;
}

/**
 * Shows, once, the temporary password the server gave a user (no shared preset exists), with a copy
 * button, so the administrator can hand it over. The user must replace it at the next sign-in.
 */
export function TemporaryPasswordDialog({ userName, password, onClose }: TemporaryPasswordDialogProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      notify.success('Temporary password copied');
    } catch {
      notify.error('The password could not be copied; select it and copy it by hand.');
    }
  };

  return (
    <FormModal
      open
      title={SecurityMessages.temporaryPasswordTitle}
      submitLabel="Copy password"
      cancelLabel="Close"
      size="sm"
      onSubmit={copy}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text>{SecurityMessages.temporaryPasswordHint}</Text>
        <Field.Root>
          <Field.Label>Temporary password for {userName}</Field.Label>
          <Input
            readOnly
            value={password}
            fontFamily="mono"
            fontSize="md"
            letterSpacing="wider"
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field.Root>
      </Stack>
    </FormModal>
  );
}
