import {
  ApprovalMessages,
  type PayPeriod,
  type PayPeriodChange,
  type PayPeriodOutcome,
  type PayPeriodQuery,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { type AuditEntry, auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { isoUtcOrEmpty } from '../../../db/iso-utc.ts';
import { ApiError } from '../../../http/envelope.ts';
import { requiredReason } from './selection.ts';

/** The longest range of weeks one list call reads. */
const MAX_RANGE_DAYS = 400;

/**
 * The pay periods (one a division and week) of the caller's divisions whose week ends in
 * [fromWeek, toWeek], newest first, with what their lines stand at: a period closes when none is
 * pending (lines on the Late list are held out of it). The figures are the ones the database keeps
 * per period (migration 0064), one row a period whatever its lines number.
 */
export async function listPayPeriods(
  db: Db,
  query: PayPeriodQuery,
  scope: DivisionScope,
): Promise<PayPeriod[]> {
  const days = (Date.parse(query.toWeek) - Date.parse(query.fromWeek)) / 86_400_000;
  if (!(days >= 0 && days <= MAX_RANGE_DAYS)) throw new ApiError(400, ApprovalMessages.weekRange);
  const { rows } = await sql<PayPeriod>`
    select to_char(p.week_ending_date, 'YYYY-MM-DD') as "weekEndingDate", p.division_id as "divisionId",
      d.division_name as "divisionName", p.closed,
      ${isoUtcOrEmpty(sql`p.closed_at`)} as "closedAt", coalesce(cu.user_name, '') as "closedBy",
      ${isoUtcOrEmpty(sql`p.reopened_at`)} as "reopenedAt", coalesce(ru.user_name, '') as "reopenedBy",
      p.reopen_reason as "reopenReason",
      coalesce(c.lines, 0) as lines, coalesce(c.pending, 0) as pending, coalesce(c.approved, 0) as approved,
      coalesce(c.rejected, 0) as rejected, coalesce(c.open_exceptions, 0) as "openExceptions",
      coalesce(c.late_held, 0) as "lateHeld"
    from pay_period p
    join division d on d.id = p.division_id
    left join app_user cu on cu.id = p.closed_by
    left join app_user ru on ru.id = p.reopened_by
    left join pay_period_figures c on c.division_id = p.division_id and c.week_ending_date = p.week_ending_date
    where p.week_ending_date between ${query.fromWeek}::date and ${query.toWeek}::date and ${inScope('p.division_id', scope)}
    order by p.week_ending_date desc, d.division_name, p.division_id`.execute(db);
  return rows;
}

interface LockedPeriod {
  division_id: number;
  closed: boolean;
}

/**
 * Locks FOR UPDATE, in division order, the periods of the week the change names: the named
 * divisions (each must be the caller's and have the week, else 404) or every division of the
 * caller's that has it.
 */
async function lockPeriods(trx: Trx, change: PayPeriodChange, scope: DivisionScope): Promise<LockedPeriod[]> {
  const named = inScope('p.division_id', change.divisionIds ?? 'all');
  const { rows } = await sql<LockedPeriod>`select p.division_id, p.closed from pay_period p
    where p.week_ending_date = ${change.weekEndingDate}::date and ${inScope('p.division_id', scope)} and ${named}
    order by p.division_id for update`.execute(trx);
  if (rows.length === 0 || (change.divisionIds && rows.length !== change.divisionIds.length)) {
    throw new ApiError(404, ApprovalMessages.periodNotFound(change.weekEndingDate));
  }
  return rows;
}

/**
 * The outcome of closing or reopening the week's periods of `divisionIds`, with its audit entry: the
 * periods' closed flag before and after, and what the change adds (a reopen's reason).
 */
function periodChange(
  action: 'close' | 'reopen',
  week: string,
  divisionIds: number[],
  extra: { reason?: string },
): { result: PayPeriodOutcome; audit: AuditEntry } {
  const closed = action === 'close';
  const period = { weekEndingDate: week, divisionIds };
  return {
    result: { divisions: divisionIds.length },
    audit: {
      action,
      entity: 'pay-period',
      entityId: week,
      before: { ...period, closed: !closed },
      after: { ...period, closed, ...extra },
    },
  };
}

/**
 * Closes the week for the divisions: refused (409, with the count) while any of their lines not on
 * the Late list is Pending; all or none. Holding the periods FOR UPDATE waits for every write that
 * could leave a line pending (they hold them FOR SHARE), so the count is final.
 */
export async function closePayPeriod(
  db: Db,
  userId: number,
  change: PayPeriodChange,
  scope: DivisionScope,
): Promise<PayPeriodOutcome> {
  const week = change.weekEndingDate;
  return auditedWrite(db, userId, async (trx) => {
    const open = (await lockPeriods(trx, change, scope)).filter((p) => !p.closed).map((p) => p.division_id);
    if (open.length === 0) throw new ApiError(409, ApprovalMessages.periodAlreadyClosed(week));
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from timecard t
      where t.week_ending_date = ${week}::date and ${inScope('t.division_id', open)}
        and t.approval_state = 'Pending' and t.late_state = ''`.execute(trx);
    const pending = rows[0]?.n ?? 0;
    if (pending > 0) throw new ApiError(409, ApprovalMessages.periodPending(week, pending));
    await sql`update pay_period set closed = true, closed_by = ${userId}, closed_at = now()
      where week_ending_date = ${week}::date and ${inScope('division_id', open)}`.execute(trx);
    return periodChange('close', week, open, {});
  });
}

/** Reopens the week's closed periods of the divisions, with a reason (409 when none is closed). */
export async function reopenPayPeriod(
  db: Db,
  userId: number,
  change: PayPeriodChange,
  scope: DivisionScope,
): Promise<PayPeriodOutcome> {
  const week = change.weekEndingDate;
  const reason = requiredReason(change.reason);
  return auditedWrite(db, userId, async (trx) => {
    const closed = (await lockPeriods(trx, change, scope)).filter((p) => p.closed).map((p) => p.division_id);
    if (closed.length === 0) throw new ApiError(409, ApprovalMessages.periodNotClosed(week));
    await sql`update pay_period set closed = false, reopened_by = ${userId}, reopened_at = now(),
        reopen_reason = ${reason}
      where week_ending_date = ${week}::date and ${inScope('division_id', closed)}`.execute(trx);
    return periodChange('reopen', week, closed, { reason });
  });
}
