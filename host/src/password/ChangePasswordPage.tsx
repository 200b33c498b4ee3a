import { guardRedirect, Messages, PASSWORD_MIN_LENGTH } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@tac/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { notifyLater } from '../app/notify-later.ts';
import { signOut } from '../login/sign-in.ts';
import { useLanding } from '../login/use-landing.ts';
import { changePassword, type PasswordField } from './change-password.ts';

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
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
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
    const outcome = await changePassword(next, confirm, mustChange ? undefined : current);
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
            {!mustChange && (
              <Field.Root invalid={error?.field === 'current'}>
                <Field.Label>Current password</Field.Label>
                <Input
                  ref={refs.current}
                  type="password"
                  name="currentPassword"
                  autoComplete="current-password"
                  autoFocus
                  value={current}
                  onChange={(e) => setCurrent(e.target.value.replace(/\s+/g, ''))}
                />
                {error?.field === 'current' && <Field.ErrorText>{error.message}</Field.ErrorText>}
              </Field.Root>
            )}
            <Field.Root invalid={error?.field === 'new'}>
              <Field.Label>New password</Field.Label>
              <Input
                ref={refs.new}
                type="password"
                name="newPassword"
                autoComplete="new-password"
                autoFocus={mustChange}
                value={next}
                onChange={(e) => setNext(e.target.value.replace(/\s+/g, ''))}
              />
              {error?.field === 'new' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={error?.field === 'confirm'}>
              <Field.Label>Confirm new password</Field.Label>
              <Input
                ref={refs.confirm}
                type="password"
                name="confirmPassword"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value.replace(/\s+/g, ''))}
              />
              {error?.field === 'confirm' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
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
