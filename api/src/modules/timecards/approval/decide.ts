import {
  type ApprovalDecisionKind,
  ApprovalMessages,
  type ApprovalOutcome,
  type ApprovalPreview,
  ApprovalState,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import type { Condition } from '../../../db/search.ts';
import { ApiError } from '../../../http/envelope.ts';
import { notInOpenOvertime } from '../week-overtime.ts';
import { checkLinesVisible, requiredReason, type Selection, selectionWhere } from './selection.ts';

/** A line whose exception is still open: it cannot be approved. */
const OPEN_EXCEPTION = sql<boolean>`(t.exception_kinds <> '' and t.exception_resolution = '')`;
/** The line's pay period is closed. */
const PERIOD_CLOSED = sql<boolean>`exists (select 1 from pay_period p
  where p.division_id = t.division_id and p.week_ending_date = t.week_ending_date and p.closed)`;
/** The advisory lock (first key) that lets one decision over many lines run at a time. */
const DECISION_LOCK = 2301;

/** What a decision may change: a pending line, not on the Late list, in an open period. */
const DECIDABLE = sql<boolean>`(t.approval_state = 'Pending' and t.late_state = '' and not ${PERIOD_CLOSED})`;

/** What an Approve or Reject of the selection would do, counted in one pass (no write). */
export async function previewApproval(
  db: Db,
  selection: Selection,
  scope: DivisionScope,
  timeZone: string,
): Promise<ApprovalPreview> {
  const where = await selectionWhere(db, selection, scope, timeZone);
  // A line of a week whose overtime is open waits as a line with an open exception does.
  const blocked = sql<boolean>`(${OPEN_EXCEPTION} or not ${await notInOpenOvertime(db, where)})`;
  const { rows } = await sql<ApprovalPreview>`
    select count(*)::int as matching,
      (count(*) filter (where ${DECIDABLE} and not ${blocked}))::int as approvable,
      (count(*) filter (where ${DECIDABLE}))::int as rejectable,
      (count(*) filter (where t.approval_state = 'Pending'))::int as pending,
      (count(*) filter (where t.approval_state = 'Approved'))::int as approved,
      (count(*) filter (where t.approval_state = 'Rejected'))::int as rejected,
      (count(*) filter (where t.approval_state = 'Pending' and ${blocked}))::int as "openExceptions",
      (count(*) filter (where t.late_state = 'Held'))::int as late,
      (count(*) filter (where t.approval_state = 'Pending' and ${PERIOD_CLOSED}))::int as "inClosedPeriods"
    from timecard t where ${where}`.execute(db);
  return rows[0] as ApprovalPreview;
}

/** Why one named line cannot take the decision: the precise 409 (or 404) a one-row call answers. */
async function checkOneLine(trx: Trx, lineId: number, scope: DivisionScope, decision: ApprovalDecisionKind) {
  await checkLinesVisible(trx, [lineId], scope);
  const { rows } = await sql<{
    approval_state: string;
    late_state: string;
    open_exception: boolean;
    closed: boolean;
    week: string;
  }>`select t.approval_state, t.late_state, ${OPEN_EXCEPTION} as open_exception, ${PERIOD_CLOSED} as closed,
      to_char(t.week_ending_date, 'YYYY-MM-DD') as week
    from timecard t where t.id = ${lineId} for update`.execute(trx);
  const line = rows[0];
  if (!line) throw new ApiError(404, ApprovalMessages.lineNotFound);
  if (line.late_state !== '') throw new ApiError(409, ApprovalMessages.onLateList);
  if (line.closed) throw new ApiError(409, ApprovalMessages.periodClosed(line.week));
  if (line.approval_state !== ApprovalState.Pending) throw new ApiError(409, ApprovalMessages.notPending);
  if (decision === 'Approve' && line.open_exception) throw new ApiError(409, ApprovalMessages.openException);
}

/**
 * Approves or rejects the selected lines that can take it, in one transaction with an audit row per
 * line (before and after) and one for the call. Decisions over many lines take turns (no two
 * lock overlapping lines in different orders), and each line is checked again once locked: a line
 * a correction or a resolution changed meanwhile is judged as it now is. One line named alone gets
 * the precise refusal; several, or a filter, change what they can and count the rest as skipped.
 */
export async function decideApproval(
  db: Db,
  userId: number,
  input: Selection & { decision: ApprovalDecisionKind; reason?: string | undefined },
  scope: DivisionScope,
  timeZone: string,
): Promise<ApprovalOutcome> {
  const approve = input.decision === 'Approve';
  const reason = approve ? '' : requiredReason(input.reason);
  const where = await selectionWhere(db, input, scope, timeZone);
  const state = approve ? ApprovalState.Approved : ApprovalState.Rejected;
  return auditedWrite(db, userId, async (trx) => {
    if (input.lineIds) {
      await checkLinesVisible(trx, input.lineIds, scope);
      if (input.lineIds.length === 1)
        await checkOneLine(trx, input.lineIds[0] as number, scope, input.decision);
    }
    const many = input.lineIds?.length !== 1;
    // One decision over many lines at a time: two of them locking overlapping lines in their own
    // orders could deadlock. Cheaper than locking the lines in id order first (a second write of
    // every row). A one-line decision, correction or resolution (each holding its line) never takes
    // it, so none waits on a lock while holding one the other wants.
    if (many) await sql`select pg_advisory_xact_lock(${DECISION_LOCK})`.execute(trx);
    // The weeks' overtime, read inside the decision's transaction (shared/docs/overtime.md).
    const overtimeClear = approve ? await notInOpenOvertime(trx, where) : sql<boolean>`true`;
    const { rows: counted } = await sql<{ n: number; held: number }>`select count(*)::int as n,
        (count(*) filter (where not ${overtimeClear}))::int as held
      from timecard t where ${where}`.execute(trx);
    if (!many && (counted[0]?.held ?? 0) > 0) throw new ApiError(409, ApprovalMessages.overtimeOpen);
    const changed = await changeLines(trx, userId, where, state, reason, approve ? overtimeClear : null);
    const outcome = { changed, skipped: (counted[0]?.n ?? 0) - changed };
    return {
      result: outcome,
      audit: {
        action: approve ? 'approve' : 'reject',
        entity: 'timecard-selection',
        entityId: null,
        before: null,
        after: { decision: input.decision, reason, lineIds: input.lineIds, filter: input.filter, ...outcome },
      },
    };
  });
}

async function changeLines(
  trx: Trx,
  userId: number,
  where: Condition,
  state: ApprovalState,
  reason: string,
  /** To approve: the lines outside weeks whose overtime is open; null to reject. */
  overtimeClear: Condition | null,
): Promise<number> {
  const approve = overtimeClear !== null;
  const decidable = approve
    ? sql<boolean>`${DECIDABLE} and not ${OPEN_EXCEPTION} and ${overtimeClear}`
    : DECIDABLE;
  // The UPDATE's own WHERE holds every condition, so a line another write changed meanwhile is
  // judged again as it now is. A Pending line's reason is always '' (rejecting sets it; a
  // correction or an accepted late line clears it): the audit's before.
  const { rows } = await sql<{ n: number }>`
    with changed as (
      update timecard as t set approval_state = ${state}, approval_reason = ${reason},
        approval_by = ${userId}, approval_at = now()
      where ${where} and ${decidable}
      returning t.id
    ), logged as (
      insert into audit_log (user_id, action, entity, entity_id, before, after)
      select ${userId}, ${approve ? 'approve' : 'reject'}, 'timecard', c.id::text,
        '{"approvalState": "Pending", "approvalReason": ""}'::jsonb,
        jsonb_build_object('approvalState', ${state}::text, 'approvalReason', ${reason}::text)
      from changed c
      returning 1
    )
    select count(*)::int as n from logged`.execute(trx);
  return rows[0]?.n ?? 0;
}
