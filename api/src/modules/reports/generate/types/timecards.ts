import type { Db } from '../../../../db/database.ts';
import { timecardsWithNames } from '../../../timecards/index.ts';
import type { ReportRequest } from '../definition.ts';
import { inPeriod, projectInScope } from '../sql.ts';

/**
 * The timecard lines `t` a timecard report covers: their day in the period, their project in
 * scope. With what a line names: its project `p`, device `d` and employee `e` (every line has
 * them) and its task `k` (null for a line without one).
 */
export function timecardsInScope(db: Db, request: ReportRequest) {
  return timecardsWithNames(db)
    .where(projectInScope(request, 't.project_id'))
    .where(inPeriod(request, 't.day'));
}

/**
 * The issue notes `n` an issue report covers: their day in the period, their project in scope.
 * With their project `p`, device `d` and status code `s` (null for a note without one).
 */
export function issueNotesInScope(db: Db, request: ReportRequest) {
  return db
    .selectFrom('issue_note as n')
    .innerJoin('project as p', 'p.id', 'n.project_id')
    .innerJoin('device as d', 'd.id', 'n.device_id')
    .leftJoin('status_code as s', 's.id', 'n.status_code_id')
    .where(projectInScope(request, 'n.project_id'))
    .where(inPeriod(request, 'n.note_date'));
}
