import { ApiError, api } from '@tac/api-client';
import { ApiPaths, PasswordMessages } from '@tac/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from './change-password.ts';

vi.mock('@tac/api-client', async (real) => (await import('@tac/ui/testing')).apiWithMockedCalls(real));

describe('changePassword', () => {
  afterEach(() => vi.clearAllMocks());

  it.each([
    ['', '', PasswordMessages.newRequired, 'new'],
    ['short', 'short', PasswordMessages.tooShort, 'new'],
    ['LongEnough-01', '', PasswordMessages.confirmRequired, 'confirm'],
    ['LongEnough-01', 'LongEnough-02', PasswordMessages.mismatch, 'confirm'],
  ])('refuses %j / %j without calling the server', async (next, confirm, message, field) => {
    expect(await changePassword(next, confirm)).toEqual({ ok: false, message, field });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the new password with whitespace removed and reports the answer', async () => {
    vi.mocked(api.post).mockResolvedValue({ message: PasswordMessages.changed, data: null, totalCount: 0 });
    expect(await changePassword(' Brand New#2026 ', 'Brand New#2026')).toEqual({
      ok: true,
      message: PasswordMessages.changed,
    });
    expect(api.post).toHaveBeenCalledWith(ApiPaths.account.changePassword, {
      NewPassword: 'BrandNew#2026',
      ConfirmPassword: 'BrandNew#2026',
    });
  });

  it('asks for the current password when one is due, sends it, and ties its refusal to that field', async () => {
    expect(await changePassword('Brand New#2026', 'Brand New#2026', ' ')).toEqual({
      ok: false,
      message: PasswordMessages.currentRequired,
      field: 'current',
    });
    expect(api.post).not.toHaveBeenCalled();
    vi.mocked(api.post).mockRejectedValue(new ApiError(PasswordMessages.currentWrong, 400));
    expect(await changePassword('Brand New#2026', 'Brand New#2026', 'Old Pass#1')).toEqual({
      ok: false,
      message: PasswordMessages.currentWrong,
      field: 'current',
    });
    expect(api.post).toHaveBeenCalledWith(ApiPaths.account.changePassword, {
      CurrentPassword: 'OldPass#1',
      NewPassword: 'BrandNew#2026',
      ConfirmPassword: 'BrandNew#2026',
    });
  });

  it('passes on a refusal of the server', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError(PasswordMessages.sameAsTemporary, 400));
    expect(await changePassword('Temp#1234567', 'Temp#1234567')).toEqual({
      ok: false,
      message: PasswordMessages.sameAsTemporary,
    });
  });
});
