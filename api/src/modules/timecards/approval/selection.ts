import { type ApprovalFilter, ApprovalMessages, hasVisibleText } from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import type { Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import type { Condition } from '../../../db/search.ts';
import { ApiError } from '../../../http/envelope.ts';
import { parseDateRange } from '../../../http/query-dates.ts';
import { timecardSelectionWhere } from '../list-search.ts';
import { withWeekExceptions } from '../week-exceptions.ts';

/** Lines named by id, or every line the timecard list shows for a filter (shared/docs/approval.md). */
export interface Selection {
  lineIds?: readonly number[];
  filter?: ApprovalFilter;
}

/**
 * The WHERE (on timecard aliased t) of exactly the lines the selection names within the caller's
 * divisions: a filter is the list's own (its weeks' exceptions read as the list reads them), so it
 * can never reach another division's rows. Exactly one of lineIds and filter, else a 400.
 */
export async function selectionWhere(
  db: Db | Trx,
  selection: Selection,
  scope: DivisionScope,
  timeZone: string,
): Promise<Condition> {
  const byIds = selection.lineIds !== undefined;
  if (byIds === (selection.filter !== undefined)) throw new ApiError(400, ApprovalMessages.selectionOne);
  if (selection.filter) {
    const { fromDate, toDate, SearchText } = selection.filter;
    const range = parseDateRange({ fromDate, toDate });
    return timecardSelectionWhere(
      await withWeekExceptions(db, { scope, range, search: SearchText, timeZone }),
    );
  }
  return sql<boolean>`(t.id = any(${sql.val([...(selection.lineIds ?? [])])}::integer[]) and ${inScope('t.division_id', scope)})`;
}

/**
 * Lines named by id must all be in the caller's divisions: else a 404 that names how many are not,
 * before anything is written (another division's line answers as one that does not exist).
 */
export async function checkLinesVisible(
  trx: Trx,
  lineIds: readonly number[],
  scope: DivisionScope,
): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from timecard t
    where t.id = any(${sql.val([...lineIds])}::integer[]) and ${inScope('t.division_id', scope)}`.execute(
    trx,
  );
  const missing = lineIds.length - (rows[0]?.n ?? 0);
  if (missing > 0) {
    throw new ApiError(
      404,
      lineIds.length === 1 ? ApprovalMessages.lineNotFound : ApprovalMessages.linesNotFound(missing),
    );
  }
}

/** A reason the call requires: visible text, else a 400 naming the field. */
export function requiredReason(reason: string | undefined, field = 'reason'): string {
  const text = (reason ?? '').trim();
  if (!hasVisibleText(text)) throw new ApiError(400, ApprovalMessages.reasonRequired(field));
  return text;
}
