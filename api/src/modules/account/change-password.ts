import {
  ApiPaths,
  type ChangePasswordRequest,
  checkNewPassword,
  cleanPassword,
  PASSWORD_MIN_LENGTH,
  PasswordMessages,
} from '@tac/contracts';
import { ChangePasswordRequestSchema } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { currentUser, signedIn } from '../../auth/guard.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';

/**
 * The signed-in user sets a new password (the step after signing in with a temporary one). Needs a
 * live session, and is the one call such a session may make besides sign-out; it clears
 * must_change_password, so the session's other calls work from the next request on.
 */
export function changePasswordRoute(app: App, db: Db): void {
  app.post(
    ApiPaths.account.changePassword,
    {
      config: { access: signedIn(), beforePasswordChange: true },
      schema: {
        tags: ['Account'],
        summary: `Set a new password (at least ${PASSWORD_MIN_LENGTH} characters) for the signed-in user`,
        security: [{ bearerAuth: [] }],
        body: ChangePasswordRequestSchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const body: ChangePasswordRequest = request.body;
      const newPassword = cleanPassword(body.NewPassword);
      const problem = checkNewPassword(newPassword, cleanPassword(body.ConfirmPassword));
      if (problem) throw new ApiError(400, problem);
      const { userId } = currentUser(request);
      await auditedWrite(db, userId, async (trx) => {
        const user = await trx
          .selectFrom('app_user')
          .select(['password_hash', 'must_change_password'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (user.must_change_password && (await verifyPassword(newPassword, user.password_hash))) {
          throw new ApiError(400, PasswordMessages.sameAsTemporary);
        }
        await trx
          .updateTable('app_user')
          .set({
            password_hash: await hashPassword(newPassword),
            must_change_password: false,
            updated_at: sql`now()`,
          })
          .where('id', '=', userId)
          .execute();
        // The audit row says that the password changed, never what it is.
        return {
          result: undefined,
          audit: {
            action: 'change-password',
            entity: 'app_user',
            entityId: userId,
            before: { mustChangePassword: user.must_change_password },
            after: { mustChangePassword: false, passwordChanged: true },
          },
        };
      });
      return ok(null, PasswordMessages.changed);
    },
  );
}
