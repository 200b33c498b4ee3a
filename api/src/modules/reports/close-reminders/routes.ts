import { ApiPaths, CloseReminderMessages, isRecipientEmail, PageClaim } from '@tac/contracts';
import { CloseReminderPreferenceSaveSchema, CloseReminderPreferenceSchema } from '@tac/contracts/schemas';
import { currentUser, requireClaims } from '../../../auth/guard.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import type { App } from '../../../http/app-type.ts';
import { ApiError, ok, responses } from '../../../http/envelope.ts';
import { signedInRoutes } from '../../../http/route-options.ts';
import { APPROVER_CLAIMS } from './enqueue.ts';

const route = signedInRoutes(['Payroll week']);
/** The Week Settings screen's page: where a user turns the reminders on or off for themselves. */
const own = requireClaims(PageClaim.TimeCard);

/**
 * The signed-in user's own choice to be e-mailed the close reminders (shared/docs/overtime.md
 * "Close reminders"). Each user changes only their own, so no other claim is asked; the change is
 * audited (entity `close-reminder-preference`, the user's id).
 */
export function closeReminderRoutes(app: App, db: Db, hoursBefore: number): void {
  async function preferenceOf(userId: number, claims: readonly string[]) {
    const user = await db
      .selectFrom('app_user')
      .select(['close_reminders as emailMe', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new ApiError(404, CloseReminderMessages.userNotFound);
    return {
      emailMe: user.emailMe,
      approver: APPROVER_CLAIMS.every((claim) => claims.includes(claim)),
      hasEmail: isRecipientEmail(user.email.trim().toLowerCase()),
      hoursBefore,
    };
  }

  app.get(
    ApiPaths.closeReminders.preference,
    route(own, {
      summary: 'Whether the signed-in user is e-mailed the close reminders, and whether they would get any',
      response: responses(CloseReminderPreferenceSchema),
    }),
    async (request) => {
      const { userId, claims } = currentUser(request);
      return ok(await preferenceOf(userId, claims), '', 1);
    },
  );

  app.post(
    ApiPaths.closeReminders.savePreference,
    route(own, {
      summary: 'Turns the close reminders on or off for the signed-in user',
      body: CloseReminderPreferenceSaveSchema,
      response: responses(CloseReminderPreferenceSchema),
    }),
    async (request) => {
      const { userId, claims } = currentUser(request);
      const { emailMe } = request.body;
      await auditedWrite(db, userId, async (trx) => {
        const before = await trx
          .selectFrom('app_user')
          .select('close_reminders')
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new ApiError(404, CloseReminderMessages.userNotFound);
        await trx
          .updateTable('app_user')
          .set({ close_reminders: emailMe })
          .where('id', '=', userId)
          .execute();
        return {
          result: undefined,
          audit: {
            action: 'update',
            entity: 'close-reminder-preference',
            entityId: userId,
            before: { emailMe: before.close_reminders },
            after: { emailMe },
          },
        };
      });
      return ok(await preferenceOf(userId, claims), CloseReminderMessages.preferenceSaved(emailMe), 1);
    },
  );
}
