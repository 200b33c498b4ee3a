import type { Static } from 'typebox';
import type { LoginRequestSchema, LoginResultSchema } from './schemas/auth.ts';
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
