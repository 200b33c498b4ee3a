import { guardRedirect, Messages, PASSWORD_MIN_LENGTH } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@tac/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { notifyLater } from '../app/notify-later.ts';
import { signOut } from '../login/sign-in.ts';
import { useLanding } from '../login/use-landing.ts';
import { changePassword, type PasswordField } from './change-password.ts';

/** The page's password boxes in order; a temporary password's change shows no current one. */
const PASSWORD_FIELDS: readonly {
  field: PasswordField;
  label: string;
  name: string;
  autoComplete: string;
}[] = [
  { field: 'current', label: 'Current password', name: 'currentPassword', autoComplete: 'current-password' },
  { field: 'new', label: 'New password', name: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirm', label: 'Confirm new password', name: 'confirmPassword', autoComplete: 'new-password' },
];

/**
 * `/ChangePassword`, shown inside no shell: a user who signed in with a temporary password sets their
 * own before anything else (until then the API answers every other call with 403). Any other signed-in
 * user changes theirs here too, giving the current one (the Security page's dialog points
 * here for one's own record).
 */
export function ChangePasswordPage() {
  const user = useSession((s) => s.user);
  const mustChange = useSession((s) => s.mustChangePassword);
  const goToLanding = useLanding();
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', new: '', confirm: '' });
  const [error, setError] = useState<{ message: string; field?: PasswordField }>();
  const [busy, setBusy] = useState(false);
  const refs = {
    current: useRef<HTMLInputElement>(null),
    new: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  if (!user.loggedIn) return <Navigate to={guardRedirect(user.loggedOutUserRole)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const outcome = await changePassword(values.new, values.confirm, mustChange ? undefined : values.current);
    if (!outcome.ok) {
      setBusy(false);
      setError(outcome);
      refs[outcome.field ?? 'new'].current?.focus();
      if (!outcome.field) notifyLater('error', outcome.message);
      return;
    }
    useSession.getState().passwordChanged();
    notifyLater('success', outcome.message);
    await goToLanding();
  }

  return (
    <Box
      as="main"
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="gray.100"
      px="4"
    >
      <Box
        as="section"
        aria-labelledby="change-password-title"
        bg="white"
        shadow="md"
        rounded="lg"
        p="8"
        w="full"
        maxW="sm"
      >
        <Stack gap="1" mb="6" textAlign="center">
          <Text color="blue.800" fontWeight="semibold" letterSpacing="wide" fontSize="sm">
            {Messages.appTitle}
          </Text>
          <Heading as="h1" id="change-password-title" size="lg">
            {mustChange ? 'Choose a new password' : 'Change your password'}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {mustChange
              ? `${user.fullName || user.userName}, you signed in with a temporary password. Choose your own (at least ${PASSWORD_MIN_LENGTH} characters) to continue.`
              : `${user.fullName || user.userName}, enter your current password, then choose a new one (at least ${PASSWORD_MIN_LENGTH} characters).`}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {/* Lets password managers tie the new password to the account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={user.userName}
              readOnly
              hidden
            />
            {PASSWORD_FIELDS.filter(({ field }) => !(mustChange && field === 'current')).map(
              ({ field, label, name, autoComplete }) => (
                <Field.Root key={field} invalid={error?.field === field}>
                  <Field.Label>{label}</Field.Label>
                  <Input
                    ref={refs[field]}
                    type="password"
                    name={name}
                    autoComplete={autoComplete}
                    autoFocus={field === (mustChange ? 'new' : 'current')}
                    value={values[field]}
                    onChange={(e) =>
                      setValues((v) => ({ ...v, [field]: e.target.value.replace(/\s+/g, '') }))
                    }
                  />
                  {error?.field === field && <Field.ErrorText>{error.message}</Field.ErrorText>}
                </Field.Root>
              ),
            )}
            {error && !error.field && (
              <Text role="alert" color="red.700" fontSize="sm" bg="red.50" p="2" rounded="md">
                {error.message}
              </Text>
            )}
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Saving…">
              Change password
            </Button>
            {/* The temporary-password step has no way on but a new password; a voluntary change can go back. */}
            <Button
              type="button"
              variant="ghost"
              colorPalette="gray"
              size="sm"
              onClick={() => void (mustChange ? signOut() : goToLanding())}
            >
              {mustChange ? 'Sign out' : 'Cancel'}
            </Button>
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
