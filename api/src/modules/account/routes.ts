import { ApiPaths, Messages, type PasswordSignIn, RoleName } from '@tac/contracts';
import { LoginRequestSchema, LoginResultSchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, signedIn } from '../../auth/guard.ts';
import { finishLoginAttempt, type LoginLimits, reserveLoginAttempt } from '../../auth/login-limit.ts';
import { decoyHash, type ScryptCost, verifyPassword } from '../../auth/password.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { changePasswordRoute } from './change-password.ts';
import { openSession } from './open-session.ts';
import { findUserByName, rehashIfOutdated } from './queries.ts';
import { type SsoOptions, ssoRoutes } from './sso/routes.ts';

const tags = ['Account'];

export interface AccountOptions {
  limits: LoginLimits;
  /** 'admin-only': only SystemAdmin signs in with a password (TAC_PASSWORD_SIGN_IN). */
  passwordSignIn: PasswordSignIn;
  /** The cost of new hashes and of the decoy (ApiConfig.passwordHashCost). */
  passwordHashCost: Readonly<ScryptCost>;
  /** Single sign-on; undefined when it is not configured. */
  sso: SsoOptions | undefined;
}

/** Sign-in and sign-out (spec 000 §7 "Sign-in"), by password and by single sign-on. */
export function accountRoutes(app: App, db: Db, options: AccountOptions): void {
  const { limits, passwordSignIn, passwordHashCost } = options;
  app.post(
    ApiPaths.account.login,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in with user name and password',
        description:
          "Wrong user name or password, or an inactive user: 401 with 'Invalid User Name or Password'. " +
          'Too many failures for this account from this address, or from this address, or a growing ' +
          'delay after many failures of the account from anywhere: 429 with Retry-After (seconds). ' +
          'An address where the account signed in before is held back only by its own failures. ' +
          'With TAC_PASSWORD_SIGN_IN=admin-only, any password of a user who is not a SystemAdmin: 403 ' +
          '(single sign-on is their way in), the same for a right and a wrong one.',
        body: LoginRequestSchema,
        response: responses(LoginResultSchema),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const userName = body.UserName.trim();
      if (userName === '') throw new ApiError(400, Messages.login.userNameRequired);
      if (body.Password === '') throw new ApiError(400, Messages.login.passwordRequired);

      // The attempt is counted before the password is checked, so parallel guesses cannot overtake it.
      const reservation = await reserveLoginAttempt(db, userName.toLowerCase(), request.ip, limits);
      if (!reservation.allowed) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw new ApiError(429, Messages.login.tooManyAttempts);
      }
      const user = await findUserByName(db, userName);
      // With password sign-in for SystemAdmin alone, anyone else is refused before the password is
      // looked at: answering a right password differently from a wrong one would tell an attacker
      // the password of an account that signs in by SSO. A hash is still spent, so the time taken
      // says nothing either.
      if (user && passwordSignIn === 'admin-only' && user.role_name !== RoleName.SystemAdmin) {
        await verifyPassword(body.Password, await decoyHash());
        await finishLoginAttempt(db, reservation.attemptId, { succeeded: false }, limits);
        throw new ApiError(403, Messages.login.passwordSignInOff);
      }
      // Hash even for an unknown user so the time taken does not reveal which user names exist.
      const passwordOk = await verifyPassword(
        body.Password,
        user?.password_hash ?? (await decoyHash(passwordHashCost)),
      );
      if (!user || !passwordOk || !user.is_active) {
        await finishLoginAttempt(db, reservation.attemptId, { succeeded: false }, limits);
        throw new ApiError(401, Messages.login.invalid);
      }
      const outcome = { succeeded: true, userId: user.id, address: request.ip } as const;
      await finishLoginAttempt(db, reservation.attemptId, outcome, limits);
      await rehashIfOutdated(db, user.id, body.Password, user.password_hash, passwordHashCost);
      const result = await openSession(app, db, user, 'password');
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

  changePasswordRoute(app, db, limits, passwordHashCost);
  ssoRoutes(app, db, limits, options.sso);
}
