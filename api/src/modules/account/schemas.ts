import { Messages } from '@tac/contracts';
import { Type } from 'typebox';

export const LoginRequestSchema = Type.Object({
  UserName: Type.String({
    maxLength: 256,
    'x-messages': { required: Messages.login.userNameRequired, minLength: Messages.login.userNameRequired },
  }),
  Password: Type.String({
    maxLength: 1024,
    'x-messages': { required: Messages.login.passwordRequired, minLength: Messages.login.passwordRequired },
  }),
});

/** LoginResult (contracts/auth.ts), spec 000 §3. */
export const LoginResultSchema = Type.Object({
  isLoginSuccess: Type.Boolean(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  token: Type.String(),
  userName: Type.String(),
  userId: Type.Integer(),
  roleId: Type.Integer(),
  roleName: Type.String(),
  claimValue: Type.Array(Type.String()),
  mustChangePassword: Type.Optional(Type.Boolean()),
});
