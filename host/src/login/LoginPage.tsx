import { Messages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@tac/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useConsoleConfig } from '../app/console-config.ts';
import { notifyLater } from '../app/notify-later.ts';
import { signIn } from './sign-in.ts';
import { useLanding } from './use-landing.ts';

/** Sign-in for `/`, `/Login` and `/Admin` (the admin variant only changes the subtitle). */
export function LoginPage({ admin = false }: { admin?: boolean }) {
  const ssoEnabled = useConsoleConfig((s) => s.config.ssoEnabled);
  const loggedIn = useSession((s) => s.user.loggedIn);
  const goToLanding = useLanding();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: 'userName' | 'password' }>();
  const [busy, setBusy] = useState(false);
  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A signed-in user who opens the login page is sent on by role (checked once, on arrival, so a
  // sign-in in another tab does not pull this page away from under its own refusal message).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (loggedIn) void goToLanding();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const outcome = await signIn({ userName, password });
    setBusy(false);
    if (!outcome.ok) {
      setError({ message: outcome.message, field: outcome.field });
      (outcome.field === 'password' ? passwordRef : userNameRef).current?.focus();
      // A field's message stands under the field; the server's answers are also toasted.
      if (!outcome.field) notifyLater('error', outcome.message);
      return;
    }
    notifyLater('success', Messages.login.success);
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
        aria-labelledby="login-title"
        bg="white"
        shadow="md"
        rounded="lg"
        p="8"
        w="full"
        maxW="sm"
      >
        <Stack gap="1" mb="6" textAlign="center">
          <Heading as="h1" id="login-title" size="lg" letterSpacing="wide" color="blue.800">
            {Messages.appTitle}
          </Heading>
          <Text color="gray.600" fontSize="sm">
            {admin ? 'System administrator sign-in' : 'Sign in to continue'}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={error?.field === 'userName'}>
              <Field.Label>User name</Field.Label>
              <Input
                ref={userNameRef}
                name="userName"
                autoComplete="username"
                autoFocus
                value={userName}
                onChange={(e) => setUserName(e.target.value)}
              />
              {error?.field === 'userName' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={error?.field === 'password'}>
              <Field.Label>Password</Field.Label>
              <Input
                ref={passwordRef}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              {error?.field === 'password' && <Field.ErrorText>{error.message}</Field.ErrorText>}
            </Field.Root>
            {error && !error.field && (
              <Text role="alert" color="red.700" fontSize="sm" bg="red.50" p="2" rounded="md">
                {error.message}
              </Text>
            )}
            <Button type="submit" colorPalette="blue" loading={busy} loadingText="Signing in…">
              Sign in
            </Button>
            {ssoEnabled && (
              // SSO's OpenID Connect flow arrives with its own issue; the button shows only when configured.
              <Button
                type="button"
                variant="outline"
                onClick={() => window.location.assign('/api/Account/LoginSSO')}
              >
                Sign in with single sign-on
              </Button>
            )}
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
