import { ApiPaths, type LoginResult, Messages } from '@tac/contracts';
import { Type } from 'typebox';
import { currentUser, signedIn } from '../../auth/guard.ts';
import { isLoginBlocked, type LoginLimits, recordLoginAttempt } from '../../auth/login-limit.ts';
import { decoyHash, verifyPassword } from '../../auth/password.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { changePasswordRoute } from './change-password.ts';
import { claimsOfRole, findUserByName } from './queries.ts';
import { LoginRequestSchema, LoginResultSchema } from './schemas.ts';

const tags = ['Account'];

/** Sign-in and sign-out (spec 000 §7 "Sign-in"). */
export function accountRoutes(app: App, db: Db, limits: LoginLimits): void {
  app.post(
    ApiPaths.account.login,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with user name and password',
        description:
          "Wrong user name or password, or an inactive user: 401 with 'Invalid User Name or Password'. " +
          'Too many failures for the account or the client address: 429.',
        body: LoginRequestSchema,
        response: responses(LoginResultSchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userName = body.UserName.trim();
      if (userName === '') throw new ApiError(400, Messages.login.userNameRequired);
      if (body.Password === '') throw new ApiError(400, Messages.login.passwordRequired);

      const userKey = userName.toLowerCase();
      if (await isLoginBlocked(db, userKey, request.ip, limits)) {
        throw new ApiError(429, Messages.login.tooManyAttempts);
      }
      const user = await findUserByName(db, userName);
      // Hash even for an unknown user so the time taken does not reveal which user names exist.
      const passwordOk = await verifyPassword(body.Password, user?.password_hash ?? (await decoyHash()));
      if (!user || !passwordOk || !user.is_active) {
        await recordLoginAttempt(db, userKey, request.ip, false);
        throw new ApiError(401, Messages.login.invalid);
      }
      await recordLoginAttempt(db, userKey, request.ip, true);

      const session = await createSession(db, user.id);
      const token = app.jwt.sign(
        { sub: String(user.id) },
        { jti: session.id, expiresIn: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) },
      );
      const result: LoginResult = {
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
        mustChangePassword: user.must_change_password,
      };
      return reply.send(ok(result, Messages.login.success));
    },
  );

  app.post(
    ApiPaths.account.logout,
    {
      config: { access: signedIn(), beforePasswordChange: true },
      schema: {
        tags,
        summary: 'Sign out: ends the current session at once',
        security: [{ bearerAuth: [] }],
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request);
      await revokeSession(db, userId, sessionId);
      return ok(null, Messages.login.loggedOut);
    },
  );

  changePasswordRoute(app, db);
}
