import { api } from '@tac/api-client';
import { ApiPaths, PasswordMessages } from '@tac/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from './change-password.ts';

vi.mock('@tac/api-client', () => ({ api: { post: vi.fn() } }));

describe('changePassword', () => {
  afterEach(() => vi.clearAllMocks());

  it.each([
    ['', '', PasswordMessages.newRequired, 'new'],
    ['short', 'short', PasswordMessages.tooShort, 'new'],
    ['LongEnough1', '', PasswordMessages.confirmRequired, 'confirm'],
    ['LongEnough1', 'LongEnough2', PasswordMessages.mismatch, 'confirm'],
  ])('refuses %j / %j without calling the server', async (next, confirm, message, field) => {
    expect(await changePassword(next, confirm)).toEqual({ ok: false, message, field });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('sends the new password with whitespace removed and reports the answer', async () => {
    vi.mocked(api.post).mockResolvedValue({
      success: true,
      message: PasswordMessages.changed,
      data: null,
      totalCount: 0,
    });
    expect(await changePassword(' Brand New#1 ', 'Brand New#1')).toEqual({
      ok: true,
      message: PasswordMessages.changed,
    });
    expect(api.post).toHaveBeenCalledWith(ApiPaths.account.changePassword, {
      NewPassword: 'BrandNew#1',
      ConfirmPassword: 'BrandNew#1',
    });
  });

  it('passes on a refusal of the server', async () => {
    vi.mocked(api.post).mockResolvedValue({
      success: false,
      message: PasswordMessages.sameAsTemporary,
      data: null,
      totalCount: 0,
    });
    expect(await changePassword('Temp#12345', 'Temp#12345')).toEqual({
      ok: false,
      message: PasswordMessages.sameAsTemporary,
    });
  });
});
