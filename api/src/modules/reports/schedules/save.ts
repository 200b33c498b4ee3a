import { ButtonClaim, hasClaim, ReportMessages, type ReportScheduleSave } from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { refuseHeldAdds, SENDS_AT_ONCE } from '../runs/send-limit.ts';
import { firstDueAt, runsOnce } from '../scheduler/due.ts';
import { findSchedule } from './queries.ts';
import { refuseOutsideAccess } from './save-access.ts';
import { cleanBody, clearByRules, refuseFormProblems } from './save-body.ts';
import { auditView, scheduleColumns, writeLists } from './save-rows.ts';

const M = ReportMessages;

export interface SavedSchedule {
  id: number;
  created: boolean;
  nextDueAt: Date | null;
}

/**
 * Save report schedule (spec 001 §3.4, §5.4, §6): adding needs the report add claim, editing the
 * edit claim and a schedule the user may see. The server runs the screen's own check, then the
 * rules only it can: the role's report types, All Projects, the user's divisions, lists that exist
 * and fit together, the delegate filter. The schedule and its lists are written in one transaction
 * with the row locked, so racing saves of one schedule leave one of them whole, never a mix. An add
 * is held to the user's limits (runs/send-limit.ts): schedules added, and, for one that runs at
 * once, the Run now limit.
 */
export async function saveSchedule(
  db: Db,
  user: AuthContext,
  body: ReportScheduleSave,
  timeZone: string,
  now: Date = new Date(),
): Promise<SavedSchedule> {
  const id = body.id ?? 0;
  if (id === 0 && !hasClaim(user.claims, ButtonClaim.ReportAdd)) throw new ApiError(403, M.addNotAllowed);
  if (id !== 0 && !hasClaim(user.claims, ButtonClaim.ReportEdit)) throw new ApiError(403, M.editNotAllowed);
  const existing = id === 0 ? undefined : await findSchedule(db, user, id);
  if (id !== 0 && !existing) throw new ApiError(404, M.notFound);
  if (existing && !existing.hasFullAccess) throw new ApiError(403, M.restricted);

  const cleaned = cleanBody(body);
  refuseFormProblems(cleaned, todayIn(timeZone, now));
  const clean = clearByRules(cleaned);
  clean.recipients = await refuseOutsideAccess(
    db,
    user,
    clean,
    (existing?.reportDelegate ?? []).map((d) => d.delegateUserId),
  );
  const nextDueAt = dueAtSave(clean.save, existing, now, timeZone);
  // An add that runs at once mails as Run now does, and counts as one (an update never sends).
  const sendsAtOnce = !existing && runsOnce({ ...clean.save, run: clean.save.run as string });

  return auditedWrite(db, user.userId, async (trx) => {
    let scheduleId = id;
    if (!existing) await refuseHeldAdds(trx, user.userId, sendsAtOnce);
    if (existing) {
      const locked = await trx
        .selectFrom('report_schedule')
        .select('id')
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new ApiError(404, M.notFound);
      await trx
        .updateTable('report_schedule')
        .set({ ...scheduleColumns(clean, user.userId, nextDueAt), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    } else {
      const row = await trx
        .insertInto('report_schedule')
        .values({ ...scheduleColumns(clean, user.userId, nextDueAt), created_by_id: user.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      scheduleId = row.id;
    }
    await writeLists(trx, scheduleId, clean);
    return {
      result: { id: scheduleId, created: !existing, nextDueAt },
      audit: {
        action: existing ? 'update' : 'create',
        entity: 'report_schedule',
        entityId: scheduleId,
        before: existing ? auditView(clearByRules(existing)) : null,
        after: sendsAtOnce ? { ...auditView(clean), [SENDS_AT_ONCE]: true } : auditView(clean),
      },
    };
  });
}

/**
 * When a saved schedule is next due. A new one-off (Run now's hour, date mode) is due at once; an
 * update never sends by itself (shared/docs/remotes/reports.md "Run now"): a one-off keeps the due
 * time it had (none once it ran, or when it was a repeating schedule), a repeating schedule is due
 * at its next time after now.
 */
function dueAtSave(
  save: ReportScheduleSave,
  existing: { run: string; runReportAt: string; nextDueAt: string | null } | undefined,
  now: Date,
  timeZone: string,
): Date | null {
  const timing = { ...save, run: save.run as string };
  if (!existing || !runsOnce(timing)) return firstDueAt(timing, now, timeZone);
  const wasOnce = runsOnce({ ...timing, run: existing.run, runReportAt: existing.runReportAt });
  return wasOnce && existing.nextDueAt ? new Date(existing.nextDueAt) : null;
}
