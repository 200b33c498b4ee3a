import { Type } from 'typebox';
import { PasswordMessages } from '../security.ts';

const PasswordSchema = (required: string) =>
  Type.String({
    maxLength: 256,
    'x-messages': { required, maxLength: 'Password must be at most 256 characters' },
  });

/** POST /api/Account/ChangePassword body (host `/ChangePassword`). */
export const ChangePasswordRequestSchema = Type.Object({
  NewPassword: PasswordSchema(PasswordMessages.newRequired),
  ConfirmPassword: PasswordSchema(PasswordMessages.confirmRequired),
});
