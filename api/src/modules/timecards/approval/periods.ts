import {
  ApprovalMessages,
  type PayPeriod,
  type PayPeriodChange,
  type PayPeriodDivisionResult,
  type PayPeriodOutcome,
  type PayPeriodQuery,
  type PayPeriodResultKind,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../../db/audit.ts';
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
  division_name: string;
  closed: boolean;
}

/**
 * Locks FOR UPDATE, in division order, the periods of the week the change names: the named
 * divisions (each must be the caller's and have the week, else 404 and nothing written) or every
 * division of the caller's that has it.
 */
async function lockPeriods(trx: Trx, change: PayPeriodChange, scope: DivisionScope): Promise<LockedPeriod[]> {
  const named = inScope('p.division_id', change.divisionIds ?? 'all');
  const { rows } = await sql<LockedPeriod>`select p.division_id, d.division_name, p.closed
    from pay_period p join division d on d.id = p.division_id
    where p.week_ending_date = ${change.weekEndingDate}::date and ${inScope('p.division_id', scope)} and ${named}
    order by p.division_id for update of p`.execute(trx);
  if (rows.length === 0 || (change.divisionIds && rows.length !== change.divisionIds.length)) {
    throw new ApiError(404, ApprovalMessages.periodNotFound(change.weekEndingDate));
  }
  return rows;
}

const resultOf = (
  period: LockedPeriod,
  result: PayPeriodResultKind,
  pending = 0,
): PayPeriodDivisionResult => ({
  divisionId: period.division_id,
  divisionName: period.division_name,
  result,
  pending,
  message: ApprovalMessages.periodResult(result, pending),
});

/** Thrown to roll back a call that changed no period: it writes nothing, not even its audit row. */
class NothingChanged extends Error {
  constructor(readonly outcome: PayPeriodOutcome) {
    super('No period changed');
  }
}

/**
 * Closes or reopens the week's periods one division at a time: `decide` says each locked period's
 * result and changes the ones it can. One audit row for the call (the week as its id): the periods
 * changed, their divisions by name, and why the others were left as they were. A call that changed
 * none writes nothing.
 */
async function changeWeek(
  db: Db,
  userId: number,
  action: 'close' | 'reopen',
  change: PayPeriodChange,
  scope: DivisionScope,
  decide: (trx: Trx, periods: LockedPeriod[]) => Promise<PayPeriodDivisionResult[]>,
  extra: { reason?: string } = {},
): Promise<PayPeriodOutcome> {
  const done: PayPeriodResultKind = action === 'close' ? 'Closed' : 'Reopened';
  try {
    return await auditedWrite(db, userId, async (trx) => {
      const results = (await decide(trx, await lockPeriods(trx, change, scope))).sort(
        (a, b) => a.divisionName.localeCompare(b.divisionName) || a.divisionId - b.divisionId,
      );
      const changed = results.filter((r) => r.result === done);
      const outcome = { divisions: changed.length, results };
      if (changed.length === 0) throw new NothingChanged(outcome);
      const closed = action === 'close';
      const unchanged = results
        .filter((r) => r.result !== done)
        .map((r) => `${r.divisionName}: ${r.message}`);
      const period = { weekEndingDate: change.weekEndingDate, divisionIds: changed.map((r) => r.divisionId) };
      return {
        result: outcome,
        audit: {
          action,
          entity: 'pay-period',
          entityId: change.weekEndingDate,
          before: { ...period, closed: !closed },
          after: {
            ...period,
            closed,
            divisions: changed.map((r) => r.divisionName),
            ...extra,
            ...(unchanged.length > 0 ? { unchanged } : {}),
          },
        },
      };
    });
  } catch (error) {
    if (error instanceof NothingChanged) return error.outcome;
    throw error;
  }
}

/**
 * Closes the week for each division none of whose lines off the Late list is Pending; the others are
 * left open, each with its count. Holding the periods FOR UPDATE waits for every write that could
 * leave a line pending (they hold them FOR SHARE), so the counts are final.
 */
export function closePayPeriod(
  db: Db,
  userId: number,
  change: PayPeriodChange,
  scope: DivisionScope,
): Promise<PayPeriodOutcome> {
  const week = change.weekEndingDate;
  return changeWeek(db, userId, 'close', change, scope, async (trx, periods) => {
    const open = periods.filter((p) => !p.closed).map((p) => p.division_id);
    const pending = new Map<number, number>();
    if (open.length > 0) {
      const { rows } = await sql<{ division_id: number; n: number }>`select t.division_id, count(*)::int as n
        from timecard t
        where t.week_ending_date = ${week}::date and ${inScope('t.division_id', open)}
          and t.approval_state = 'Pending' and t.late_state = ''
        group by t.division_id`.execute(trx);
      for (const row of rows) pending.set(row.division_id, row.n);
    }
    const closing = open.filter((id) => !pending.has(id));
    if (closing.length > 0) {
      await sql`update pay_period set closed = true, closed_by = ${userId}, closed_at = now()
        where week_ending_date = ${week}::date and ${inScope('division_id', closing)}`.execute(trx);
    }
    return periods.map((p) => {
      if (p.closed) return resultOf(p, 'AlreadyClosed');
      const n = pending.get(p.division_id);
      return n ? resultOf(p, 'Pending', n) : resultOf(p, 'Closed');
    });
  });
}

/** Reopens the week's closed periods of the divisions, with a reason; an open one is left as it is. */
export function reopenPayPeriod(
  db: Db,
  userId: number,
  change: PayPeriodChange,
  scope: DivisionScope,
): Promise<PayPeriodOutcome> {
  const week = change.weekEndingDate;
  const reason = requiredReason(change.reason);
  return changeWeek(
    db,
    userId,
    'reopen',
    change,
    scope,
    async (trx, periods) => {
      const closed = periods.filter((p) => p.closed).map((p) => p.division_id);
      if (closed.length > 0) {
        await sql`update pay_period set closed = false, reopened_by = ${userId}, reopened_at = now(),
            reopen_reason = ${reason}
          where week_ending_date = ${week}::date and ${inScope('division_id', closed)}`.execute(trx);
      }
      return periods.map((p) => resultOf(p, p.closed ? 'Reopened' : 'NotClosed'));
    },
    { reason },
  );
}
