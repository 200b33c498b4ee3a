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
  // One answer for every refused password: which accounts exist is no one's business.
  const refusal = passwordSignIn === 'admin-only' ? Messages.login.passwordSignInOff : Messages.login.invalid;
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
          'With TAC_PASSWORD_SIGN_IN=admin-only, only a SystemAdmin signs in here; every refusal (an ' +
          'unknown name, anyone else with a right or a wrong password, a wrong password) is the same ' +
          '401 saying so, so the answer tells no account apart.',
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
      // With password sign-in for SystemAdmin alone, anyone else's password is never looked at: a
      // right one answered differently from a wrong one would give away the password of an account
      // that signs in by SSO. A decoy is checked in its place, as for an unknown name, so every
      // refusal spends one hash at the console's cost and answers alike (architecture.md "Auth").
      const passwordCounts = passwordSignIn === 'all' || user?.role_name === RoleName.SystemAdmin;
      const stored = passwordCounts ? user?.password_hash : undefined;
      const passwordOk = await verifyPassword(body.Password, stored ?? (await decoyHash(passwordHashCost)));
      if (!user || !passwordCounts || !passwordOk || !user.is_active) {
        await finishLoginAttempt(db, reservation.attemptId, { succeeded: false }, limits);
        throw new ApiError(401, refusal);
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
