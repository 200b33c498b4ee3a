/**
 * The employee-week's exception on the lines it holds back (shared/docs/approval.md "Exceptions"):
 * a pending line off the Late list of a week whose overtime is Open carries Overtime, so the list
 * shows it blocked and its Exceptions filter's Open finds it. The overtime rules are worked out in
 * TypeScript (week-overtime.ts), not by the database, so the list reads which weeks are open beside
 * its SQL: for the lines of its page, and for the filter before its WHERE is built.
 */
import { ExceptionKind, type TimecardRecord } from '@tac/contracts';
import type { CalendarDate } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { allOf } from '../../db/search.ts';
import { asksOpenExceptions, type ListInput, rangeAndScope } from './list-search.ts';
import {
  HELD,
  isHeld,
  openOvertimeWeeks,
  overtimeStates,
  weekKeysQuery,
  weekKeyText,
} from './week-overtime.ts';

/**
 * The list's input with the weeks Overtime holds back (`overtimeHeld`) when its Exceptions filter
 * asks for Open: the open weeks of the held lines in its range and the caller's divisions.
 */
export async function withWeekExceptions<T extends Omit<ListInput, 'page'>>(
  db: Db | Trx,
  input: T,
): Promise<T> {
  if (input.overtimeHeld || !asksOpenExceptions(input.search)) return input;
  if (input.scope !== 'all' && input.scope.length === 0) return { ...input, overtimeHeld: [] };
  const overtimeHeld = await openOvertimeWeeks(db, allOf([...rangeAndScope(input, 't'), HELD]));
  return { ...input, overtimeHeld };
}

/**
 * How many employee-weeks of a division's lines in the weeks ending `from`..`to` have lines their
 * open Overtime exception holds back: the close reminder's digest counts them beside the lines' own
 * open exceptions, which the pay period figures keep (the database cannot work out overtime).
 */
export async function heldOvertimeWeekCount(
  db: Db,
  divisionId: number,
  from: CalendarDate,
  to: CalendarDate,
): Promise<number> {
  const weeks = await openOvertimeWeeks(
    db,
    allOf([
      inScope('t.division_id', [divisionId]),
      sql<boolean>`t.week_ending_date between ${from}::date and ${to}::date`,
      HELD,
    ]),
  );
  return weeks.length;
}

/** Adds Overtime to the exceptions of the page's lines an open Overtime exception holds back. */
export async function addWeekExceptions(db: Db, rows: TimecardRecord[]): Promise<void> {
  const held = rows.filter(isHeld);
  if (held.length === 0) return;
  const weeks = await overtimeStates(
    db,
    weekKeysQuery(held.map((r) => ({ employeeId: r.deviceEmpID, weekEndingDate: r.weekEndingDate }))),
    { prepared: true },
  );
  for (const row of held) {
    if (weeks.get(weekKeyText(row.deviceEmpID, row.weekEndingDate))?.state === 'Open')
      row.exceptions = [...row.exceptions, ExceptionKind.Overtime];
  }
}
