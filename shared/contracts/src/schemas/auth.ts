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

/**
 * POST /api/Account/GetUserLoginToken (spec 000 §7 "get login token"): the SSO landing's exchange.
 * The spec's call sends a fixed placeholder password, which anyone could send; here it sends the
 * one-time code the SSO callback issued, and never a password.
 */
export const GetUserLoginTokenRequestSchema = Type.Object({
  UserName: Type.String({ maxLength: 256, 'x-messages': { required: Messages.login.userNameRequired } }),
  Code: Type.String({ maxLength: 256, 'x-messages': { required: Messages.sso.codeRefused } }),
});

/** GET /api/Account/LoginSSO: the spec's redirect carries a response value, which the start ignores. */
export const SsoStartQuerySchema = Type.Object({
  response: Type.Optional(Type.String({ maxLength: 256 })),
});

/**
 * GET /api/Account/LoginSSOCheck: what an OpenID provider's redirect carries. Providers add their
 * own parameters (session_state, scope, …), so any other text parameter is accepted; openid-client
 * checks the response as a whole.
 */
export const SsoCallbackQuerySchema = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 1024 })),
    iss: Type.Optional(Type.String({ maxLength: 1024 })),
    error: Type.Optional(Type.String({ maxLength: 1024 })),
    error_description: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: Type.String({ maxLength: 4096 }) },
);
