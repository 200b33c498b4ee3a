import { CloseReminderMessages } from '@tac/contracts';
import { chakra, Flex, Spinner, Stack, Text } from '@tac/ui';
import { writeWithToasts } from '@tac/ui/server-state';
import {
  useCloseReminderPreference,
  useSaveCloseReminderPreference,
} from './api/close-reminder-preference.ts';

/**
 * The signed-in user's own choice to be e-mailed the close reminders (shared/docs/overtime.md
 * "Close reminders"): there is no page of one's own preferences, and this is where the deadlines
 * are set. Saved as soon as it is ticked or unticked.
 */
export function CloseReminderChoice() {
  const preference = useCloseReminderPreference();
  const save = useSaveCloseReminderPreference();
  if (preference.isPending)
    return (
      <Flex gap="2" align="center" aria-busy="true" fontSize="sm">
        <Spinner size="sm" /> <Text>Loading your close reminder choice…</Text>
      </Flex>
    );
  if (preference.error)
    return (
      <Text color="fg.error" role="alert" fontSize="sm">
        {preference.error.message}
      </Text>
    );
  const { emailMe, approver, hasEmail, hoursBefore } = preference.data;
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="md" px="4" py="3" fontSize="sm">
      <chakra.label display="flex" alignItems="center" gap="2" fontWeight="medium">
        <input
          type="checkbox"
          checked={emailMe}
          disabled={save.isPending}
          onChange={(e) => void writeWithToasts(() => save.mutateAsync({ emailMe: e.target.checked }))}
        />
        E-mail me the close reminders
      </chakra.label>
      <Text color="fg.muted">
        {hoursBefore} hours before a division's close deadline, each of its approvers gets one e-mail: the
        pending lines and open exceptions of the week about to close, and its devices with employees assigned
        that have not synced for the division's stale device days.
      </Text>
      {!approver ? (
        <Text color="fg.muted">{CloseReminderMessages.notApprover}</Text>
      ) : !hasEmail ? (
        <Text color="fg.warning">{CloseReminderMessages.noEmail}</Text>
      ) : null}
    </Stack>
  );
}
