import type { LoginResult } from '@tac/contracts';
import { createSession, type SignInMethod } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { claimsOfRole, type SignInUser } from './queries.ts';

/**
 * The end of every sign-in, by password or by single sign-on: a session (audited with how the user
 * proved who they are), its token, and the login result of spec 000 §3.
 */
export async function openSession(
  app: App,
  db: Db,
  user: SignInUser,
  method: SignInMethod,
): Promise<LoginResult> {
  const session = await createSession(db, user.id, method);
  const token = app.jwt.sign(
    { sub: String(user.id) },
    { jti: session.id, expiresIn: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) },
  );
  return {
    isLoginSuccess: true,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    phoneNumber: user.phone,
    token,
    userName: user.user_name,
    userId: user.id,
    roleId: user.role_id,
    roleName: user.role_name,
    claimValue: await claimsOfRole(db, user.role_id),
    // Single sign-on proved the user through the provider: no temporary-password step for it.
    mustChangePassword: method === 'password' && user.must_change_password,
  };
}
