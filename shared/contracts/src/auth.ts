/** Login request body (spec 000 §7). */
export interface LoginRequest {
  UserName: string;
  Password: string;
}

/** Login result (spec 000 §3), the `data` of the login call's envelope. */
export interface LoginResult {
  isLoginSuccess: boolean;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  token: string;
  userName: string;
  userId: number;
  roleId: number;
  roleName: string;
  claimValue: string[];
  /** Set when the server gave the user a temporary password that must be changed first. */
  mustChangePassword?: boolean;
}

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
export interface ConsoleConfig {
  ssoEnabled: boolean;
  landingVariant: 1 | 2;
  version: string;
}
