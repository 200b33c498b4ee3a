import {
  ApiPaths,
  type ChangePasswordRequest,
  checkNewPassword,
  cleanPassword,
  Messages,
  PASSWORD_MIN_LENGTH,
  PasswordMessages,
} from '@tac/contracts';
import { ChangePasswordRequestSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser, signedIn } from '../../auth/guard.ts';
import type { LoginLimits } from '../../auth/login-limit.ts';
import { hashPassword, type ScryptCost, verifyPassword } from '../../auth/password.ts';
import { endUserSessions } from '../../auth/sessions.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { proveCurrentPassword } from './current-password.ts';
import { passwordOf } from './queries.ts';

/**
 * The signed-in user sets a new password. Needs a live session and the current password, except in
 * the step after signing in with a temporary password: that session proved the password already
 * (setting someone else's password ends their sessions, so no older one is left), and this is the
 * one call it may make besides sign-out. A single sign-on of such a user is not held to this step
 * and gives the current (temporary) password like anyone else. The change ends every other session
 * of the user (a stolen token stops working) and keeps this one.
 */
export function changePasswordRoute(
  app: App,
  db: Db,
  limits: LoginLimits,
  passwordHashCost: Readonly<ScryptCost>,
): void {
  app.post(
    ApiPaths.account.changePassword,
    {
      config: { access: signedIn(), beforePasswordChange: true },
      schema: {
        tags: ['Account'],
        summary: `Set a new password (at least ${PASSWORD_MIN_LENGTH} characters) for the signed-in user`,
        description:
          'Needs CurrentPassword (400 when missing or wrong; wrong ones count against the sign-in ' +
          'limits, 429) unless the session signed in with a temporary password. Ends every other ' +
          'session of the user.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequestSchema,
        response: responses(Type.Null()),
      },
    },
    async (request, reply) => {
      const body: ChangePasswordRequest = request.body;
      const caller = currentUser(request);
      const user = await passwordOf(db, caller.userId);
      const current = cleanPassword(body.CurrentPassword ?? '');
      // The session's flag, not the user's: only a temporary-password sign-in skips the current one.
      const temporaryStep = caller.mustChangePassword;
      if (!temporaryStep && current === '') {
        throw new ApiError(400, PasswordMessages.currentRequired);
      }
      const newPassword = cleanPassword(body.NewPassword);
      const problem = checkNewPassword(newPassword, cleanPassword(body.ConfirmPassword));
      if (problem) throw new ApiError(400, problem);
      if (temporaryStep) {
        if (await verifyPassword(newPassword, user.password_hash)) {
          throw new ApiError(400, PasswordMessages.sameAsTemporary);
        }
      } else {
        const who = { userId: caller.userId, userName: caller.userName, address: request.ip };
        await proveCurrentPassword(db, who, current, user.password_hash, limits, reply);
      }
      // Hashed before the transaction: on PGlite a transaction holds the one connection.
      const newHash = await hashPassword(newPassword, passwordHashCost);
      await auditedWrite(db, caller.userId, async (trx) => {
        const changed = await trx
          .updateTable('app_user')
          .set({ password_hash: newHash, must_change_password: false, updated_at: sql`now()` })
          .where('id', '=', caller.userId)
          .where('password_hash', '=', user.password_hash)
          .returning('id')
          .executeTakeFirst();
        // Changed meanwhile: by this user in another session, or by an administrator, and either
        // ended this session.
        if (!changed) throw new ApiError(401, Messages.login.sessionExpired);
        const ended = await endUserSessions(trx, caller.userId, caller.sessionId);
        // The audit row says that the password changed, never what it is.
        return {
          result: undefined,
          audit: {
            action: 'change-password',
            entity: 'app_user',
            entityId: caller.userId,
            before: { mustChangePassword: user.must_change_password },
            after: { mustChangePassword: false, passwordChanged: true, otherSessionsEnded: ended },
          },
        };
      });
      return ok(null, PasswordMessages.changed);
    },
  );
}
