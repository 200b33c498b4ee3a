import { Type } from 'typebox';
import { Messages } from '../messages.ts';

/** Login request body (spec 000 §7). A blank user name or password is refused with the login texts. */
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

/** Login result (spec 000 §3), the `data` of the login call's envelope. */
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
  /** Set when the server gave the user a temporary password that must be changed first. */
  mustChangePassword: Type.Optional(Type.Boolean()),
});
