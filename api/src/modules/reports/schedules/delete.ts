import { ReportMessages } from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { findSchedule } from './queries.ts';

const M = ReportMessages;

/** Delete report schedule: soft, so the run log keeps its schedule; nothing is due any more. */
export async function deleteSchedule(db: Db, user: AuthContext, id: number): Promise<void> {
  const existing = await findSchedule(db, user, id);
  if (!existing) throw new ApiError(404, M.notFound);
  if (!existing.hasFullAccess) throw new ApiError(403, M.restricted);
  await auditedWrite(db, user.userId, async (trx) => {
    const deleted = await trx
      .updateTable('report_schedule')
      .set({ is_deleted: true, next_due_at: null, modified_by_id: user.userId, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError(404, M.notFound);
    return {
      result: undefined,
      audit: {
        action: 'delete',
        entity: 'report_schedule',
        entityId: id,
        before: { scheduleName: existing.scheduleName, reportType: existing.reportType },
        after: null,
      },
    };
  });
}
