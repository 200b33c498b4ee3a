import { Type } from 'typebox';
import { PasswordMessages } from '../security.ts';

const PasswordSchema = (required: string, description?: string) =>
  Type.String({
    maxLength: 256,
    ...(description ? { description } : {}),
    'x-messages': { required, maxLength: 'Password must be at most 256 characters' },
  });

/** POST /api/Account/ChangePassword body (host `/ChangePassword`). */
export const ChangePasswordRequestSchema = Type.Object({
  CurrentPassword: Type.Optional(
    PasswordSchema(
      PasswordMessages.currentRequired,
      'The password now in force. Required, except in the step after signing in with a temporary ' +
        'password, which that sign-in already proved.',
    ),
  ),
  NewPassword: PasswordSchema(PasswordMessages.newRequired),
  ConfirmPassword: PasswordSchema(PasswordMessages.confirmRequired),
});
