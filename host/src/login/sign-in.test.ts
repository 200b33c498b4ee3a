import { ApiError, api } from '@tac/api-client';
import { ApiPaths, type LoginResult, Messages } from '@tac/contracts';
import { useSession } from '@tac/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signInWithCode, signOut } from './sign-in.ts';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

const notGranted = { isLoginSuccess: false } as LoginResult;

describe('sign-in calls on the throwing client', () => {
  afterEach(() => vi.clearAllMocks());

  it("passes on the server's refusal of a password sign-in", async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError('Your account is locked', 403));
    expect(await signIn({ userName: ' sam@demo.local ', password: 'pw' })).toEqual({
      ok: false,
      message: 'Your account is locked',
    });
    expect(api.post).toHaveBeenCalledWith(ApiPaths.account.login, {
      UserName: 'sam@demo.local',
      Password: 'pw',
    });
  });

  it('says the credentials are wrong when the answer grants no sign-in and has no message', async () => {
    vi.mocked(api.post).mockResolvedValue({ data: notGranted, message: '', totalCount: 0 });
    expect(await signIn({ userName: 'sam@demo.local', password: 'pw' })).toEqual({
      ok: false,
      message: Messages.login.invalid,
    });
  });

  it('says the SSO code was refused when the exchange fails without a message', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError('', 400));
    expect(await signInWithCode('sam@demo.local', 'abc')).toEqual({
      ok: false,
      message: Messages.sso.codeRefused,
    });
  });

  it('signs out here even when the server refuses the logout', async () => {
    useSession.setState((s) => ({ user: { ...s.user, loggedIn: true } }));
    vi.mocked(api.post).mockRejectedValue(new ApiError('The server could not be reached.', 0));
    await signOut();
    expect(api.post).toHaveBeenCalledWith(ApiPaths.account.logout, {});
    expect(useSession.getState().user.loggedIn).toBe(false);
  });
});
