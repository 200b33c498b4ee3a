import { api, errorMessage } from '@tac/api-client';
import { ApiPaths, type LoginResult, Messages } from '@tac/contracts';
import { useSession } from '@tac/session';
import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  type RouteDescriptor,
  Stack,
  Text,
  UiProvider,
} from '@tac/ui';
import { ServerStateProvider } from '@tac/ui/server-state';
import { AppToaster } from '@tac/ui/toast';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';

/**
 * A remote's team runs its screens alone with this: a plain sign-in against the API (proxied by the
 * dev server) and the remote's own routes with the same session store, API client and UI kit as the
 * host. It is the development harness only; the console's real shell is the host.
 */
function DevSignIn() {
  const [userName, setUserName] = useState('admin@demo.local');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const answer = await api.post<LoginResult>(ApiPaths.account.login, {
        UserName: userName,
        Password: password,
      });
      const stored = useSession.getState().signIn(answer.data);
      if (!stored.ok) setMessage(stored.message);
    } catch (error) {
      setMessage(errorMessage(error, Messages.requestFailed));
    }
  }
  return (
    <Box as="form" onSubmit={submit} maxW="sm" mx="auto" mt="16" p="6" bg="white" rounded="lg" shadow="md">
      <Stack gap="3">
        <Heading size="md">Remote development sign-in</Heading>
        <Field.Root>
          <Field.Label>User name</Field.Label>
          <Input value={userName} onChange={(e) => setUserName(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field.Root>
        {message && (
          <Text role="alert" color="red.700">
            {message}
          </Text>
        )}
        <Button type="submit" colorPalette="blue">
          Sign in
        </Button>
      </Stack>
    </Box>
  );
}

export function DevShell({ routes }: { routes: RouteDescriptor[] }) {
  const user = useSession((s) => s.user);
  const screens = useMemo(() => routes.map((r) => ({ route: r, Screen: lazy(r.load as never) })), [routes]);
  return (
    <UiProvider>
      <AppToaster />
      {!user.loggedIn ? (
        <DevSignIn />
      ) : (
        // As the host does: one server-state cache for each sign-in.
        <ServerStateProvider>
          <BrowserRouter>
            <Flex gap="4" p="3" bg="blue.800" color="white" align="center">
              <Text fontWeight="bold">Standalone remote</Text>
              {routes.map((r) => (
                <Link key={r.path} asChild color="white">
                  <NavLink to={r.path}>{r.menu?.label ?? r.path}</NavLink>
                </Link>
              ))}
              <Box flex="1" />
              <Text fontSize="sm">{user.userName}</Text>
              <Button size="sm" onClick={() => useSession.getState().logout()}>
                Logout
              </Button>
            </Flex>
            <Box p="6">
              <Suspense fallback={<Text>Loading…</Text>}>
                <Routes>
                  {screens.map(({ route, Screen }) => (
                    <Route key={route.path} path={route.path} element={<Screen />} />
                  ))}
                  <Route path="*" element={<Navigate to={routes[0]?.path ?? '/'} replace />} />
                </Routes>
              </Suspense>
            </Box>
          </BrowserRouter>
        </ServerStateProvider>
      )}
    </UiProvider>
  );
}
