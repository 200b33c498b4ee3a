import { ApprovalMessages, type LineTaskCodes } from '@tac/contracts';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';

/**
 * The line's task code and its project's task codes, in task-number order: what a correction may
 * give it (shared/docs/approval.md "Corrections"). A line of another division is a 404.
 */
export async function lineTaskCodes(db: Db, lineId: number, scope: DivisionScope): Promise<LineTaskCodes> {
  const line = await db
    .selectFrom('timecard as t')
    .select(['t.task_id', 't.project_id'])
    .where('t.id', '=', lineId)
    .where(inScope('t.division_id', scope))
    .executeTakeFirst();
  if (!line) throw new ApiError(404, ApprovalMessages.lineNotFound);
  const tasks = await db
    .selectFrom('task')
    .select(['id', 'task_number as taskNumber', 'name as taskName'])
    .where('project_id', '=', line.project_id)
    .orderBy('task_number')
    .orderBy('id')
    .execute();
  return { taskId: line.task_id, tasks };
}
