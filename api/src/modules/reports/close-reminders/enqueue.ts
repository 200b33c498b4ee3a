import { ButtonClaim, PageClaim } from '@tac/contracts';
import { sql } from 'kysely';
import { seesAnyDivision } from '../../../auth/division-scope.ts';
import type { Db } from '../../../db/database.ts';
import type { EnqueueMail } from '../../../mail/duties.ts';
import { deadlineDue } from './due.ts';

/** The claims that make a user one of a division's approvers (shared/docs/approval.md "Claims"). */
export const APPROVER_CLAIMS = [ButtonClaim.TimecardApprove, PageClaim.TimeCard] as const;

/** The role in column `roleId` holds every approver claim. */
export const holdsApproverClaims = (roleId: string) =>
  sql<boolean>`(select count(distinct rc.claim_name) from role_claim rc
    where rc.role_id = ${sql.ref(roleId)} and rc.claim_name in (${sql.join([...APPROVER_CLAIMS])})) = ${APPROVER_CLAIMS.length}`;

/**
 * Queues the close reminders due at `now` (shared/docs/overtime.md "Close reminders"): for each
 * deadline some division's reminder is due before, one digest for every approver of such a
 * division (active, with an address, not opted out) who has none for that deadline yet: a row in
 * close_reminder and its job, in one transaction.
 *
 * Once across replicas: the row is unique per (user, deadline), so a replica queueing at the same
 * moment waits on the other's row and then inserts nothing, and only the replica whose row it is
 * adds the job. Returns how many digests it queued.
 */
export async function enqueueDueReminders(
  db: Db,
  enqueue: EnqueueMail,
  now: Date,
  timeZone: string,
  hoursBefore: number,
): Promise<number> {
  const divisions = await db
    .selectFrom('division')
    .select(['id', 'close_weekday as weekday', 'close_hour as hour'])
    .where('is_deleted', '=', false)
    .where('is_active', '=', true)
    .where('close_weekday', 'is not', null)
    .where('close_hour', 'is not', null)
    .orderBy('id')
    .execute();
  const byDeadline = new Map<number, number[]>();
  for (const division of divisions) {
    const due = deadlineDue(
      { weekday: division.weekday as number, hour: division.hour as number },
      now,
      timeZone,
      hoursBefore,
    );
    if (due) byDeadline.set(due.getTime(), [...(byDeadline.get(due.getTime()) ?? []), division.id]);
  }
  let queued = 0;
  for (const [time, divisionIds] of byDeadline) {
    const deadline = new Date(time);
    queued += await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: number }>`insert into close_reminder (user_id, deadline_at, queued_at)
        select u.id, ${deadline}, ${now} from app_user u
        where u.is_active and u.close_reminders and trim(u.email) <> ''
          and ${holdsApproverClaims('u.role_id')}
          and ${seesAnyDivision(sql.ref('u.id'), divisionIds)}
          and not exists (select 1 from close_reminder r where r.user_id = u.id and r.deadline_at = ${deadline})
        order by u.id
        on conflict (user_id, deadline_at) do nothing
        returning id`.execute(trx);
      for (const row of rows) await enqueue(trx, row.id);
      return rows.length;
    });
  }
  return queued;
}
