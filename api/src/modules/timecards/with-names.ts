import type { Db } from '../../db/database.ts';

/**
 * Timecard lines t with what each names joined: its employee e, project p and device d (every line
 * has them) and its task code k (null for a line without one).
 */
export const timecardsWithNames = (db: Db) =>
  db
    .selectFrom('timecard as t')
    .innerJoin('employee as e', 'e.id', 't.employee_id')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .innerJoin('device as d', 'd.id', 't.device_id')
    .leftJoin('task as k', 'k.id', 't.task_id');
