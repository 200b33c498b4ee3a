import type { Static } from 'typebox';
import type {
  GetUserLoginTokenRequestSchema,
  LoginRequestSchema,
  LoginResultSchema,
} from './schemas/auth.ts';
import type { ConsoleConfigSchema } from './schemas/config.ts';

/** Login request body (spec 000 §7). */
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** Login result (spec 000 §3), the `data` of the login call's envelope. */
export type LoginResult = Static<typeof LoginResultSchema>;

/** The signed-in user kept in the browser (spec 000 §3 "Login user"). */
export interface LoginUser {
  loggedIn: boolean;
  roleId: number | null;
  roleName: string;
  firstName: string;
  lastName: string;
  fullName: string;
  userName: string;
  userId: number | null;
  userEmail: string;
  userPhoneNumber: string;
  accessToken: string;
  claimValue: string[];
  loggedOutUserRole: string;
}

/** Public settings the host reads before sign-in. */
export type ConsoleConfig = Static<typeof ConsoleConfigSchema>;

/** Who may sign in with a password: everyone, or only SystemAdmin (`TAC_PASSWORD_SIGN_IN`). */
export type PasswordSignIn = ConsoleConfig['passwordSignIn'];

/** The SSO landing's exchange of its one-time code (POST /api/Account/GetUserLoginToken). */
export type GetUserLoginTokenRequest = Static<typeof GetUserLoginTokenRequestSchema>;

/**
 * Why the SSO callback sent the browser to `/LoginLanding?response=…` instead of a code (spec 000
 * §2: the landing shows a message and a Login button back to single sign-on).
 */
export const SsoResponse = {
  userNotFound: 'UserNotFound',
  emailNotVerified: 'EmailNotVerified',
  tooManyAttempts: 'TooManyAttempts',
  failed: 'Failed',
} as const;
export type SsoResponse = (typeof SsoResponse)[keyof typeof SsoResponse];
